// Each integration test works on a real database, a server or a child process: a test taking 2-4 s alone takes twice
// that on two busy cores, past Jest's default of 5 s. Tests that need longer still say so themselves. (Set here: Jest
// takes `testTimeout` from the command line's configuration only, not from a project's.)
jest.setTimeout(30_000);
