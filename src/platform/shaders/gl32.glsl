#version 150
// OpenGL 3.2 core: attribute locations are bound before the link
// (GLSL 1.50 has no layout qualifier for them).
#define LF_ATTRIBUTE(n) in
