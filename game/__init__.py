"""The desktop program and command line: glue between physics, rules and the screen."""
