// The baseline server: node:http, no framework, one body read into memory once and sent for every request.
// Usage: node bench/lib/bare-server.mjs <body file> <content type> <port> <host>
import fs from 'node:fs';
import http from 'node:http';

const [file, contentType, port, host] = process.argv.slice(2);
const body = fs.readFileSync(file);
const headers = { 'Content-Type': contentType, 'Content-Length': String(body.length) };

http
  .createServer((request, response) => {
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  })
  .listen(Number(port), host);
