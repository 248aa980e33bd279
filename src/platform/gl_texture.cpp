// SdlPlatform's textures: RGBA8 pictures (card art) uploaded for the ImGui
// renderer (imgui_renderer.h), which binds an ImTextureID as a GL texture name. The same
// code serves OpenGL 3.2 core natively and WebGL 2 in the browser.
//
// Blending: the renderer blends straight alpha (SRC_ALPHA, ONE_MINUS_SRC_ALPHA),
// so pixels are uploaded unpremultiplied; the UI has already spread colour
// into fully transparent pixels, so linear filtering and the mipmaps do not
// pull dark fringes in from transparent black.
#include <cstdint>

#include "platform/sdl_platform.h"

#ifdef __EMSCRIPTEN__
#include <GLES3/gl3.h>
#else
#include "imgui_impl_opengl3_loader.h"  // the entry points ImGuiRenderer::Create() resolved
#endif

namespace lf::platform {
namespace {

constexpr GLenum kRgba8 = 0x8058;                // GL_RGBA8
constexpr GLenum kLinearMipmapLinear = 0x2703;  // GL_LINEAR_MIPMAP_LINEAR
constexpr GLenum kClampToEdge = 0x812F;         // GL_CLAMP_TO_EDGE
// Not all of these are in the loader header; the values are GL's.
constexpr GLenum kNoError = 0;              // GL_NO_ERROR
constexpr GLenum kUnpackAlignment = 0x0CF5;  // kUnpackAlignment
constexpr GLenum kWrapS = 0x2802;           // kWrapS
constexpr GLenum kWrapT = 0x2803;           // kWrapT

// The small loader has no glGenerateMipmap; SDL finds it (GL 3.0+
// core and WebGL 2 both have it).
void GenerateMipmap() {
#ifdef __EMSCRIPTEN__
  glGenerateMipmap(GL_TEXTURE_2D);
#else
  using Fn = void (*)(GLenum);
  static Fn fn = reinterpret_cast<Fn>(SDL_GL_GetProcAddress("glGenerateMipmap"));
  if (fn) fn(GL_TEXTURE_2D);
#endif
}

}  // namespace

void* SdlPlatform::CreateTexture(const uint8_t* rgba, int width, int height) {
  if (rgba == nullptr || width <= 0 || height <= 0 || width > 8192 || height > 8192) return nullptr;
  // Errors left over from earlier calls must not be taken for ours.
  for (int i = 0; i < 16 && glGetError() != kNoError; ++i) {
  }
  GLint previous = 0;
  glGetIntegerv(GL_TEXTURE_BINDING_2D, &previous);
  GLuint texture = 0;
  glGenTextures(1, &texture);
  if (texture == 0) return nullptr;
  glBindTexture(GL_TEXTURE_2D, texture);
  glPixelStorei(kUnpackAlignment, 1);
  glTexImage2D(GL_TEXTURE_2D, 0, static_cast<GLint>(kRgba8), width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, rgba);
  GenerateMipmap();
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, static_cast<GLint>(kLinearMipmapLinear));
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, kWrapS, static_cast<GLint>(kClampToEdge));
  glTexParameteri(GL_TEXTURE_2D, kWrapT, static_cast<GLint>(kClampToEdge));
  const bool failed = glGetError() != kNoError;
  glBindTexture(GL_TEXTURE_2D, static_cast<GLuint>(previous));
  if (failed) {
    glDeleteTextures(1, &texture);
    return nullptr;
  }
  return reinterpret_cast<void*>(static_cast<intptr_t>(texture));
}

void SdlPlatform::DestroyTexture(void* texture) {
  if (texture == nullptr) return;
  const GLuint name = static_cast<GLuint>(reinterpret_cast<intptr_t>(texture));
  glDeleteTextures(1, &name);
}

}  // namespace lf::platform
