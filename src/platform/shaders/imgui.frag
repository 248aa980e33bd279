// The colour times the texture: the font atlas is white with the coverage in
// alpha; card art is RGBA (src/platform/gl_texture.cpp).
uniform sampler2D Texture;  // unit 0, a sampler's default
in vec2 Frag_UV;
in vec4 Frag_Color;
out vec4 Out_Color;
void main() {
  Out_Color = Frag_Color * texture(Texture, Frag_UV.st);
}
