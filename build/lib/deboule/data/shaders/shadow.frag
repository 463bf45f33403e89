#version 330 core
// Depth is written by the fixed pipeline; nothing to shade.
void main() {
}
