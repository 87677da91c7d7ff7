// The root layout the prerendered page needs; the route handler (app/page/route.js) does not use it.
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
