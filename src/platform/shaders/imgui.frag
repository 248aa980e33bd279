// The colour times the texture. Card art is RGBA (src/platform/gl_texture.cpp);
// the font atlas is one channel of coverage (a quarter of the bytes to
// upload), which stands for white with that alpha.
uniform sampler2D Texture;  // unit 0, a sampler's default
uniform bool AlphaOnly;     // the font atlas is bound
in vec2 Frag_UV;
in vec4 Frag_Color;
out vec4 Out_Color;
void main() {
  vec4 texel = texture(Texture, Frag_UV.st);
  Out_Color = Frag_Color * (AlphaOnly ? vec4(1.0, 1.0, 1.0, texel.r) : texel);
}
