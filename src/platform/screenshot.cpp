#include "platform/screenshot.h"

#include <cstdint>
#include <cstring>
#include <vector>

// ImGui's small GL loader: ImGuiRenderer::Create() has resolved the entry
// points (glReadPixels, glPixelStorei) by the time we render a frame.
#include "imgui_impl_opengl3_loader.h"

#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb/stb_image_write.h>

namespace lf::platform {

Status SaveFramebufferPng(const std::string& path, int width, int height) {
  if (width <= 0 || height <= 0) return Status::Refused("The window has no pixels to save.");
  const size_t row = static_cast<size_t>(width) * 4;
  std::vector<uint8_t> pixels(row * static_cast<size_t>(height));
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
  // The window is opaque whatever alpha the last draw left behind.
  for (size_t i = 3; i < pixels.size(); i += 4) pixels[i] = 255;
  // GL's origin is bottom-left; PNG rows go top to bottom.
  std::vector<uint8_t> line(row);
  for (int y = 0; y < height / 2; ++y) {
    uint8_t* top = pixels.data() + static_cast<size_t>(y) * row;
    uint8_t* bottom = pixels.data() + static_cast<size_t>(height - 1 - y) * row;
    std::memcpy(line.data(), top, row);
    std::memcpy(top, bottom, row);
    std::memcpy(bottom, line.data(), row);
  }
  if (!stbi_write_png(path.c_str(), width, height, 4, pixels.data(), static_cast<int>(row))) {
    return Status::Refused("Could not write " + path + ".");
  }
  return Status::Ok();
}

}  // namespace lf::platform
