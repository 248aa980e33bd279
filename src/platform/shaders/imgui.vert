// Dear ImGui's vertices: position in ImGui's space, texture coordinates and
// a straight-alpha colour (src/platform/imgui_renderer.cpp). A version
// header (webgl2.glsl or gl32.glsl) goes before this text.
uniform mat4 ProjMtx;
LF_ATTRIBUTE(0) vec2 Position;
LF_ATTRIBUTE(1) vec2 UV;
LF_ATTRIBUTE(2) vec4 Color;
out vec2 Frag_UV;
out vec4 Frag_Color;
void main() {
  Frag_UV = UV;
  Frag_Color = Color;
  gl_Position = ProjMtx * vec4(Position.xy, 0.0, 1.0);
}
