#version 300 es
precision highp float;
// WebGL 2 (OpenGL ES 3.0): attribute locations are fixed in the shader.
#define LF_ATTRIBUTE(n) layout(location = n) in
