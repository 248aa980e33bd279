// Draws Dear ImGui's draw lists with OpenGL 3.2 core (native) or WebGL 2
// (OpenGL ES 3.0, web). It takes the place of ImGui's imgui_impl_opengl3
// backend, which is written for a host that shares its GL context with other
// renderers: it reads back every piece of GL state it touches before drawing
// and restores it after, and it checks each shader as soon as it is compiled.
//
// This program owns its context, and nothing else draws in it, so neither is
// needed. Both cost a wait in the browser: WebGL answers several of those
// state queries (the scissor box, the blend functions and equations) and any
// compile or link status only after the GPU process has finished everything
// queued before the query. Under a software GPU that was most of each frame,
// and the status checks held start-up back while the shaders compiled.
//
// So this renderer:
//   - compiles and links its program in Create() and asks nothing back: the
//     GPU process compiles while the CPU builds the font atlas. On the web
//     the page has usually started that compile already, from the same
//     sources (src/platform/shaders/, written into index.html at build
//     time), as soon as it made the context: Create() takes that program
//     over instead;
//   - checks the link (and reads the uniform's location) at the first
//     Render(), where the program is needed anyway;
//   - sets the state it needs before each frame's draws and leaves the
//     scissor test off after them (the next glClear must clear everything).
//     It never reads state back.
#pragma once

#include <string>

struct ImDrawData;

namespace lf::platform {

class ImGuiRenderer {
 public:
  ImGuiRenderer() = default;
  ImGuiRenderer(const ImGuiRenderer&) = delete;
  ImGuiRenderer& operator=(const ImGuiRenderer&) = delete;

  // Needs a current context. Natively this first resolves the GL entry
  // points. Sets ImGui's renderer name. Returns false, with error(), only if
  // the GL functions cannot be found (a shader problem shows at Render()).
  bool Create();
  // (Re)makes the font texture from io.Fonts (building the atlas if needed).
  void UploadFonts();
  // Draws one frame into the current framebuffer. Returns false, with
  // error(), if the shader program did not build; it then draws nothing, now
  // or later.
  bool Render(const ImDrawData* draw_data);
  // Frees the GL objects; call while the context is current (natively, at exit).
  void Destroy();

  const std::string& error() const { return error_; }

 private:
  bool FinishProgram();  // the first Render()'s check of the link

  unsigned program_ = 0;
  unsigned vertex_shader_ = 0;
  unsigned fragment_shader_ = 0;
  unsigned vertex_array_ = 0;
  unsigned vertex_buffer_ = 0;
  unsigned index_buffer_ = 0;
  unsigned font_texture_ = 0;
  int projection_location_ = -1;
  int alpha_only_location_ = -1;
  enum class ProgramState { kNone, kLinking, kReady, kFailed } state_ = ProgramState::kNone;
  std::string error_;
};

}  // namespace lf::platform
