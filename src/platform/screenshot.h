// Native only: saves the current GL back buffer as a PNG, for the screenshot
// checks run under Xvfb (lostfound --size WxH --screenshot FILE --frames N).
#pragma once
#include <string>

#include "core/status.h"

namespace lf::platform {

// Reads the bound framebuffer (width x height pixels, after rendering and
// before the swap) and writes it to `path` as a PNG.
Status SaveFramebufferPng(const std::string& path, int width, int height);

}  // namespace lf::platform
