// See imgui_renderer.h for why this is not ImGui's own OpenGL3 backend.
#include "platform/imgui_renderer.h"

#include <SDL.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>

#include "imgui.h"
#include "platform/imgui_shaders.h"  // generated from src/platform/shaders/

#ifdef __EMSCRIPTEN__
#include <GLES3/gl3.h>
#include <emscripten.h>
#else
// ImGui's small GL loader (gl3w trimmed to what an ImGui renderer needs); the
// imgui library defines it (in its OpenGL3 backend's file, which this program
// otherwise does not use).
#include "imgui_impl_opengl3_loader.h"
#endif

namespace lf::platform {
namespace {

#ifdef __EMSCRIPTEN__
constexpr const char* kVersion = shaders::kWebGl2Header;
#else
constexpr const char* kVersion = shaders::kGl32Header;
#endif

// Attribute locations are fixed before the link (shaders/imgui.vert), so
// setting up the vertex array needs nothing from the linked program.
constexpr GLuint kPosition = 0, kUv = 1, kColor = 2;

// Not all in the loader's header (natively); the values are GL's.
constexpr GLenum kR8 = 0x8229;               // GL_R8
constexpr GLenum kRed = 0x1903;              // GL_RED
constexpr GLenum kUnpackAlignment = 0x0CF5;  // GL_UNPACK_ALIGNMENT

// Not in the loader's list (natively): SDL finds it.
using BindAttribLocationFn = void (*)(GLuint, GLuint, const char*);
BindAttribLocationFn BindAttribLocation() {
#ifdef __EMSCRIPTEN__
  return glBindAttribLocation;
#else
  return reinterpret_cast<BindAttribLocationFn>(SDL_GL_GetProcAddress("glBindAttribLocation"));
#endif
}

// Up to the first NUL, without trailing line breaks or spaces.
std::string Trimmed(std::string log) {
  log.resize(std::min(log.size(), log.find('\0')));
  while (!log.empty() && (log.back() == '\n' || log.back() == '\r' || log.back() == ' ')) log.pop_back();
  return log;
}

GLuint CompileShader(GLenum type, const char* body) {
  const GLuint shader = glCreateShader(type);
  const GLchar* parts[2] = {kVersion, body};
  glShaderSource(shader, 2, parts, nullptr);
  glCompileShader(shader);  // no status query here: see FinishProgram()
  return shader;
}

// A shader's or a program's info log (GetParameter and GetLog are
// glGetShaderiv and glGetShaderInfoLog, or the program ones).
template <typename GetParameter, typename GetLog>
std::string InfoLog(GLuint object, GetParameter get_parameter, GetLog get_log) {
  GLint length = 0;
  get_parameter(object, GL_INFO_LOG_LENGTH, &length);
  if (length <= 1) return "";
  std::string log(static_cast<size_t>(length), '\0');
  get_log(object, length, nullptr, log.data());
  return Trimmed(log);
}
std::string ShaderLog(GLuint shader) { return InfoLog(shader, glGetShaderiv, glGetShaderInfoLog); }
std::string ProgramLog(GLuint program) { return InfoLog(program, glGetProgramiv, glGetProgramInfoLog); }

#ifdef __EMSCRIPTEN__
// The program the page compiled from the same sources while the game was
// downloading (shell/loader.js, prebuildShaders), entered into Emscripten's
// GL object tables as glCreateShader and glCreateProgram would: ids[0..2] =
// vertex shader, fragment shader, program. Returns false (the page built
// none, or from other sources) and the renderer compiles its own.
EM_JS(int, lf_adopt_page_program, (const char* vertex, const char* fragment, unsigned* ids), {
  var built = window.lostfound && window.lostfound.prebuiltShaders;
  if (!built) return 0;
  // (Left in place when the sources differ, which the browser tests catch.)
  if (built.vertexSource !== UTF8ToString(vertex) || built.fragmentSource !== UTF8ToString(fragment)) return 0;
  window.lostfound.prebuiltShaders = null;
  var shaderIds = [built.vertex, built.fragment].map(function (shader) {
    var id = GL.getNewId(GL.shaders);
    GL.shaders[id] = shader;
    return id;
  });
  // What glCreateProgram and glLinkProgram record with a program.
  var program = built.program;
  var id = GL.getNewId(GL.programs);
  program.name = id;
  program.maxUniformLength = program.maxAttributeLength = program.maxUniformBlockNameLength = 0;
  program.uniformIdCounter = 1;
  program.uniformLocsById = 0;
  program.uniformSizeAndIdsByName = {};
  GL.programs[id] = program;
  HEAPU32[(ids >> 2) + 0] = shaderIds[0];
  HEAPU32[(ids >> 2) + 1] = shaderIds[1];
  HEAPU32[(ids >> 2) + 2] = id;
  return 1;
});
#endif

}  // namespace

bool ImGuiRenderer::Create() {
#ifndef __EMSCRIPTEN__
  if (imgl3wInit() != 0) {
    error_ = "the OpenGL library could not be loaded";
    return false;
  }
#endif
  const BindAttribLocationFn bind_attrib_location = BindAttribLocation();
  if (!bind_attrib_location) {
    error_ = "OpenGL has no glBindAttribLocation";
    return false;
  }
  ImGuiIO& io = ImGui::GetIO();
  io.BackendRendererName = "lostfound_gl3";

  state_ = ProgramState::kLinking;
#ifdef __EMSCRIPTEN__
  const std::string vertex = std::string(kVersion) + shaders::kImGuiVertex;
  const std::string fragment = std::string(kVersion) + shaders::kImGuiFragment;
  unsigned ids[3] = {0, 0, 0};
  if (lf_adopt_page_program(vertex.c_str(), fragment.c_str(), ids)) {
    vertex_shader_ = ids[0];
    fragment_shader_ = ids[1];
    program_ = ids[2];
  }
#endif
  if (!program_) {
    vertex_shader_ = CompileShader(GL_VERTEX_SHADER, shaders::kImGuiVertex);
    fragment_shader_ = CompileShader(GL_FRAGMENT_SHADER, shaders::kImGuiFragment);
    program_ = glCreateProgram();
    glAttachShader(program_, vertex_shader_);
    glAttachShader(program_, fragment_shader_);
    bind_attrib_location(program_, kPosition, "Position");
    bind_attrib_location(program_, kUv, "UV");
    bind_attrib_location(program_, kColor, "Color");
    glLinkProgram(program_);
  }

  // The vertex array remembers the attribute layout and the index buffer.
  glGenVertexArrays(1, &vertex_array_);
  glGenBuffers(1, &vertex_buffer_);
  glGenBuffers(1, &index_buffer_);
  glBindVertexArray(vertex_array_);
  glBindBuffer(GL_ARRAY_BUFFER, vertex_buffer_);
  glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, index_buffer_);
  glEnableVertexAttribArray(kPosition);
  glEnableVertexAttribArray(kUv);
  glEnableVertexAttribArray(kColor);
  const auto offset = [](size_t bytes) { return reinterpret_cast<const void*>(bytes); };
  glVertexAttribPointer(kPosition, 2, GL_FLOAT, GL_FALSE, sizeof(ImDrawVert), offset(offsetof(ImDrawVert, pos)));
  glVertexAttribPointer(kUv, 2, GL_FLOAT, GL_FALSE, sizeof(ImDrawVert), offset(offsetof(ImDrawVert, uv)));
  glVertexAttribPointer(kColor, 4, GL_UNSIGNED_BYTE, GL_TRUE, sizeof(ImDrawVert), offset(offsetof(ImDrawVert, col)));
  glBindVertexArray(0);
  return true;
}

bool ImGuiRenderer::FinishProgram() {
  GLint linked = GL_FALSE;
  glGetProgramiv(program_, GL_LINK_STATUS, &linked);
  if (linked == GL_TRUE) {
    projection_location_ = glGetUniformLocation(program_, "ProjMtx");
    alpha_only_location_ = glGetUniformLocation(program_, "AlphaOnly");
    state_ = ProgramState::kReady;
  } else {
    // A failed link says little; the shaders' own logs say why.
    std::string why;
    for (const auto& [name, log] : {std::pair<const char*, std::string>{"vertex shader", ShaderLog(vertex_shader_)},
                                    {"fragment shader", ShaderLog(fragment_shader_)},
                                    {"program", ProgramLog(program_)}}) {
      if (!log.empty()) why += std::string(why.empty() ? "" : "; ") + name + ": " + log;
    }
    error_ = "the graphics driver could not build the game's shaders" + (why.empty() ? "" : " (" + why + ")");
    state_ = ProgramState::kFailed;
  }
  // Linked (or not), the program no longer needs its shaders.
  glDetachShader(program_, vertex_shader_);
  glDetachShader(program_, fragment_shader_);
  glDeleteShader(vertex_shader_);
  glDeleteShader(fragment_shader_);
  vertex_shader_ = fragment_shader_ = 0;
  return state_ == ProgramState::kReady;
}

void ImGuiRenderer::UploadFonts() {
  ImGuiIO& io = ImGui::GetIO();
  unsigned char* pixels = nullptr;
  int width = 0, height = 0;
  // Coverage only, one byte a texel (the shader makes it white with that
  // alpha): a quarter of the RGBA upload, and no RGBA copy of the atlas.
  io.Fonts->GetTexDataAsAlpha8(&pixels, &width, &height);
  if (font_texture_ == 0) glGenTextures(1, &font_texture_);
  glBindTexture(GL_TEXTURE_2D, font_texture_);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glPixelStorei(kUnpackAlignment, 1);
  glTexImage2D(GL_TEXTURE_2D, 0, static_cast<GLint>(kR8), width, height, 0, kRed, GL_UNSIGNED_BYTE, pixels);
  io.Fonts->SetTexID(reinterpret_cast<ImTextureID>(static_cast<intptr_t>(font_texture_)));
}

bool ImGuiRenderer::Render(const ImDrawData* draw_data) {
  if (state_ == ProgramState::kLinking) FinishProgram();
  if (state_ != ProgramState::kReady) return false;  // error() says why
  if (!draw_data) return true;                        // nothing to draw
  // Framebuffer pixels (DisplaySize is in window units).
  const ImVec2 scale = draw_data->FramebufferScale;
  const int fb_width = static_cast<int>(draw_data->DisplaySize.x * scale.x);
  const int fb_height = static_cast<int>(draw_data->DisplaySize.y * scale.y);
  if (fb_width <= 0 || fb_height <= 0) return true;  // minimised

  glViewport(0, 0, fb_width, fb_height);
  glEnable(GL_BLEND);
  glBlendEquation(GL_FUNC_ADD);
  glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
  glDisable(GL_CULL_FACE);
  glDisable(GL_DEPTH_TEST);
  glDisable(GL_STENCIL_TEST);
  glEnable(GL_SCISSOR_TEST);

  // Orthographic projection of ImGui's space (DisplayPos at the top left).
  const float l = draw_data->DisplayPos.x, r = l + draw_data->DisplaySize.x;
  const float t = draw_data->DisplayPos.y, b = t + draw_data->DisplaySize.y;
  const float projection[16] = {
      2.0f / (r - l),    0.0f,              0.0f,  0.0f,  //
      0.0f,              2.0f / (t - b),    0.0f,  0.0f,  //
      0.0f,              0.0f,              -1.0f, 0.0f,  //
      (r + l) / (l - r), (t + b) / (b - t), 0.0f,  1.0f,
  };
  glUseProgram(program_);
  glUniformMatrix4fv(projection_location_, 1, GL_FALSE, projection);
  glActiveTexture(GL_TEXTURE0);
  glBindVertexArray(vertex_array_);
  glBindBuffer(GL_ARRAY_BUFFER, vertex_buffer_);

  constexpr GLenum kIndexType = sizeof(ImDrawIdx) == 2 ? GL_UNSIGNED_SHORT : GL_UNSIGNED_INT;
  const ImVec2 clip_offset = draw_data->DisplayPos;
  GLuint bound_texture = 0;
  bool texture_bound = false;
  for (int n = 0; n < draw_data->CmdListsCount; ++n) {
    const ImDrawList* list = draw_data->CmdLists[n];
    // A fresh store each time ("orphaning"): the driver need not wait for the
    // previous list's draws before taking the new data.
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(list->VtxBuffer.Size) * sizeof(ImDrawVert),
                 list->VtxBuffer.Data, GL_STREAM_DRAW);
    glBufferData(GL_ELEMENT_ARRAY_BUFFER, static_cast<GLsizeiptr>(list->IdxBuffer.Size) * sizeof(ImDrawIdx),
                 list->IdxBuffer.Data, GL_STREAM_DRAW);
    for (const ImDrawCmd& cmd : list->CmdBuffer) {
      if (cmd.UserCallback) {
        // The app adds no callbacks; ImGui's "reset render state" needs no
        // work here, as nothing else changes the state mid-frame.
        if (cmd.UserCallback != ImDrawCallback_ResetRenderState) cmd.UserCallback(list, &cmd);
        continue;
      }
      // The clip rectangle in framebuffer pixels (GL's y axis points up).
      const float x0 = (cmd.ClipRect.x - clip_offset.x) * scale.x;
      const float y0 = (cmd.ClipRect.y - clip_offset.y) * scale.y;
      const float x1 = (cmd.ClipRect.z - clip_offset.x) * scale.x;
      const float y1 = (cmd.ClipRect.w - clip_offset.y) * scale.y;
      if (x1 <= x0 || y1 <= y0) continue;
      glScissor(static_cast<GLint>(x0), static_cast<GLint>(fb_height - y1), static_cast<GLsizei>(x1 - x0),
                static_cast<GLsizei>(y1 - y0));
      const auto texture = static_cast<GLuint>(reinterpret_cast<intptr_t>(cmd.GetTexID()));
      if (!texture_bound || texture != bound_texture) {
        const bool font = texture == font_texture_;
        if (!texture_bound || font != (bound_texture == font_texture_)) glUniform1i(alpha_only_location_, font ? 1 : 0);
        glBindTexture(GL_TEXTURE_2D, texture);
        bound_texture = texture;
        texture_bound = true;
      }
      glDrawElements(GL_TRIANGLES, static_cast<GLsizei>(cmd.ElemCount), kIndexType,
                     reinterpret_cast<const void*>(static_cast<uintptr_t>(cmd.IdxOffset) * sizeof(ImDrawIdx)));
    }
  }
  glBindVertexArray(0);
  glDisable(GL_SCISSOR_TEST);  // the next frame's glClear clears the whole framebuffer
  return true;
}

void ImGuiRenderer::Destroy() {
  if (font_texture_) {
    glDeleteTextures(1, &font_texture_);
    ImGui::GetIO().Fonts->SetTexID(nullptr);
  }
  if (vertex_buffer_) glDeleteBuffers(1, &vertex_buffer_);
  if (index_buffer_) glDeleteBuffers(1, &index_buffer_);
  if (vertex_array_) glDeleteVertexArrays(1, &vertex_array_);
  if (vertex_shader_) glDeleteShader(vertex_shader_);
  if (fragment_shader_) glDeleteShader(fragment_shader_);
  if (program_) glDeleteProgram(program_);
  font_texture_ = vertex_buffer_ = index_buffer_ = vertex_array_ = 0;
  vertex_shader_ = fragment_shader_ = program_ = 0;
  state_ = ProgramState::kNone;
}

}  // namespace lf::platform
