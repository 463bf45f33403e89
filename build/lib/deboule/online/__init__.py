"""Online rooms (issue 33): a server-authoritative room server on the `websockets` library, the
window's and the sim's clients, and the protocol between them (docs/online.md)."""
