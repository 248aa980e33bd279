# Third-party libraries of the graphical app: Dear ImGui 1.86 and SDL2 2.26.5.
#
# Both are declared with FetchContent, so a machine with internet access and
# emsdk (or a desktop SDK) just builds. The offline set-up (tools/setup.sh web)
# unpacks Debian's source packages under build/deps/; when those directories
# exist they are used automatically and nothing is downloaded:
#   build/deps/imgui                Dear ImGui 1.86 sources   -> FETCHCONTENT_SOURCE_DIR_IMGUI
#   build/deps/sdl2                 SDL2 2.26.5 sources       -> FETCHCONTENT_SOURCE_DIR_SDL2
#   build/deps/sdl2-wasm/install    libSDL2.a built for wasm  -> LF_SDL2_WASM_DIR
#
# Targets defined here:
#   lf_sdl2   INTERFACE: SDL2 headers + library for this platform
#   lf_gl     INTERFACE: OpenGL 3 (native) or WebGL 2 (web) link options
#   imgui     STATIC:    core + misc/cpp/imgui_stdlib + SDL2 and OpenGL3 backends (no demo window:
#                        tools/web-bench adds imgui_demo.cpp to ImGui's example)
include_guard(GLOBAL)
include(FetchContent)

set(LF_DEPS_DIR "${PROJECT_SOURCE_DIR}/build/deps" CACHE PATH
    "Offline third-party sources unpacked by tools/setup.sh")

# A local source directory wins over the network. Only default the cache
# variable when the user has not chosen one, so -DFETCHCONTENT_SOURCE_DIR_X=...
# on the command line still rules.
macro(lf_default_source_dir name dir probe)
  if(NOT DEFINED FETCHCONTENT_SOURCE_DIR_${name} AND EXISTS "${dir}/${probe}")
    set(FETCHCONTENT_SOURCE_DIR_${name} "${dir}" CACHE PATH "Local ${name} sources (no download)")
  endif()
endmacro()

# --- Dear ImGui -----------------------------------------------------------------
lf_default_source_dir(IMGUI "${LF_DEPS_DIR}/imgui" imgui.h)
FetchContent_Declare(imgui
  GIT_REPOSITORY https://github.com/ocornut/imgui.git
  GIT_TAG        v1.86
  GIT_SHALLOW    TRUE)
# ImGui has no CMakeLists of its own: populate only, the target is ours.
FetchContent_GetProperties(imgui)
if(NOT imgui_POPULATED)
  FetchContent_Populate(imgui)
endif()
set(LF_IMGUI_DIR "${imgui_SOURCE_DIR}" CACHE INTERNAL "Dear ImGui source directory")

# --- SDL2 -----------------------------------------------------------------------
add_library(lf_sdl2 INTERFACE)
# The app uses SDL for its window, GL context, events and timers only. Built
# from SDL's sources with every other subsystem and driver left out,
# and without its software blitters (SDL_LEAN_AND_MEAN), SDL takes about
# 300 KB less of the wasm than Debian's full build in build/deps/sdl2-wasm.
# (tools/web-bench turns this off: the ImGui example it measures against is
# built with SDL as it comes.)
option(LF_SDL2_LEAN "Web: build a lean SDL2 from its sources for the app" ON)
if(LF_WEB AND LF_SDL2_LEAN)
  # The offline sources (tools/setup.sh), else SDL's own repository.
  lf_default_source_dir(SDL2 "${LF_DEPS_DIR}/sdl2" include/SDL.h)
  FetchContent_Declare(sdl2
    GIT_REPOSITORY https://github.com/libsdl-org/SDL.git
    GIT_TAG        release-2.26.5
    GIT_SHALLOW    TRUE)
  FetchContent_GetProperties(sdl2)
  if(NOT sdl2_POPULATED)
    FetchContent_Populate(sdl2)  # sources only: built below with their own options
  endif()
  include(ExternalProject)
  set(lf_sdl2_lean "${CMAKE_BINARY_DIR}/sdl2-lean")
  ExternalProject_Add(lf_sdl2_lean_build
    SOURCE_DIR "${sdl2_SOURCE_DIR}"
    BINARY_DIR "${lf_sdl2_lean}/build"
    INSTALL_DIR "${lf_sdl2_lean}/install"
    CMAKE_ARGS
      -DCMAKE_TOOLCHAIN_FILE=${CMAKE_TOOLCHAIN_FILE} -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=<INSTALL_DIR>
      -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF
      -DSDL_AUDIO=OFF -DSDL_RENDER=OFF -DSDL_HAPTIC=OFF -DSDL_HIDAPI=OFF -DSDL_POWER=OFF -DSDL_SENSOR=OFF
      -DSDL_LOCALE=OFF -DSDL_MISC=OFF -DSDL_FILESYSTEM=OFF -DSDL_LOADSO=OFF -DSDL_JOYSTICK=OFF
      -DSDL_VIRTUAL_JOYSTICK=OFF -DSDL_DUMMYVIDEO=OFF -DSDL_OFFSCREEN=OFF -DSDL_DUMMYAUDIO=OFF -DSDL_DISKAUDIO=OFF
      "-DCMAKE_C_FLAGS=-DSDL_LEAN_AND_MEAN=1"
    BUILD_BYPRODUCTS "${lf_sdl2_lean}/install/lib/libSDL2.a"
    USES_TERMINAL_BUILD FALSE)
  file(MAKE_DIRECTORY "${lf_sdl2_lean}/install/include/SDL2")
  message(STATUS "SDL2 (web): lean build of ${sdl2_SOURCE_DIR} in ${lf_sdl2_lean}")
  target_include_directories(lf_sdl2 SYSTEM INTERFACE "${lf_sdl2_lean}/install/include/SDL2")
  target_link_libraries(lf_sdl2 INTERFACE "${lf_sdl2_lean}/install/lib/libSDL2.a")
  add_dependencies(lf_sdl2 lf_sdl2_lean_build)
elseif(LF_WEB)
  set(LF_SDL2_WASM_DIR "${LF_DEPS_DIR}/sdl2-wasm/install" CACHE PATH
      "SDL2 built for wasm (holds lib/libSDL2.a and include/SDL2); empty = emsdk port -sUSE_SDL=2")
  if(LF_SDL2_WASM_DIR AND EXISTS "${LF_SDL2_WASM_DIR}/lib/libSDL2.a")
    message(STATUS "SDL2 (web): ${LF_SDL2_WASM_DIR}/lib/libSDL2.a")
    target_include_directories(lf_sdl2 SYSTEM INTERFACE "${LF_SDL2_WASM_DIR}/include/SDL2")
    target_link_libraries(lf_sdl2 INTERFACE "${LF_SDL2_WASM_DIR}/lib/libSDL2.a")
  else()
    # emsdk builds the port on first use; Debian's emscripten has a frozen
    # cache and cannot, which is why tools/setup.sh builds libSDL2.a instead.
    message(STATUS "SDL2 (web): emscripten port -sUSE_SDL=2")
    target_compile_options(lf_sdl2 INTERFACE "SHELL:-s USE_SDL=2")
    target_link_options(lf_sdl2 INTERFACE "SHELL:-s USE_SDL=2")
  endif()
else()
  find_package(SDL2 QUIET)
  if(TARGET SDL2::SDL2)
    message(STATUS "SDL2 (native): system package ${SDL2_VERSION}")
    target_link_libraries(lf_sdl2 INTERFACE SDL2::SDL2)
    # Debian's config exports the include dir as .../SDL2 on some versions and
    # as .../include on others; we include <SDL.h>, so add both.
    if(SDL2_INCLUDE_DIRS)
      target_include_directories(lf_sdl2 SYSTEM INTERFACE ${SDL2_INCLUDE_DIRS})
    endif()
  else()
    message(STATUS "SDL2 (native): building 2.26.5 from source")
    lf_default_source_dir(SDL2 "${LF_DEPS_DIR}/sdl2" include/SDL.h)
    set(SDL_SHARED OFF CACHE BOOL "" FORCE)
    set(SDL_STATIC ON CACHE BOOL "" FORCE)
    set(SDL_TEST OFF CACHE BOOL "" FORCE)
    FetchContent_Declare(sdl2
      GIT_REPOSITORY https://github.com/libsdl-org/SDL.git
      GIT_TAG        release-2.26.5
      GIT_SHALLOW    TRUE)
    FetchContent_MakeAvailable(sdl2)
    target_link_libraries(lf_sdl2 INTERFACE SDL2::SDL2-static)
  endif()
endif()

# --- OpenGL / WebGL 2 -------------------------------------------------------------
add_library(lf_gl INTERFACE)
if(LF_WEB)
  target_link_options(lf_gl INTERFACE
    "SHELL:-s USE_WEBGL2=1" "SHELL:-s MIN_WEBGL_VERSION=2" "SHELL:-s MAX_WEBGL_VERSION=2")
else()
  # The OpenGL3 backend loads GL entry points itself (its bundled gl3w-based
  # loader dlopens libGL), so nothing to link here; the dl library is libc's.
  target_link_libraries(lf_gl INTERFACE ${CMAKE_DL_LIBS})
endif()

# Debian's emscripten 3.1.6 links only with NODE_PATH=/usr/share/nodejs (its
# JS optimiser needs Debian's acorn). Linking through this launcher makes a
# plain `cmake --build` work without the variable in the environment.
set(LF_EMSCRIPTEN_LINK_LAUNCHER "")
if(LF_WEB AND NOT DEFINED ENV{NODE_PATH} AND EXISTS /usr/share/nodejs/acorn)
  set(LF_EMSCRIPTEN_LINK_LAUNCHER ${CMAKE_COMMAND} -E env NODE_PATH=/usr/share/nodejs)
endif()

# --- imgui target -----------------------------------------------------------------
add_library(imgui STATIC
  ${LF_IMGUI_DIR}/imgui.cpp
  ${LF_IMGUI_DIR}/imgui_draw.cpp
  ${LF_IMGUI_DIR}/imgui_tables.cpp
  ${LF_IMGUI_DIR}/imgui_widgets.cpp
  ${LF_IMGUI_DIR}/misc/cpp/imgui_stdlib.cpp
  ${LF_IMGUI_DIR}/backends/imgui_impl_sdl.cpp
  ${LF_IMGUI_DIR}/backends/imgui_impl_opengl3.cpp)
# SYSTEM: our -Wall -Wextra is for our code, not for ImGui's.
target_include_directories(imgui SYSTEM PUBLIC
  ${LF_IMGUI_DIR} ${LF_IMGUI_DIR}/backends ${LF_IMGUI_DIR}/misc/cpp)
target_compile_definitions(imgui PUBLIC IMGUI_DISABLE_OBSOLETE_FUNCTIONS)
target_compile_options(imgui PRIVATE -w)
target_link_libraries(imgui PUBLIC lf_sdl2 lf_gl)
if(LF_WEB)
  # WebGL 2 is OpenGL ES 3.0: native vertex arrays and "#version 300 es"
  # shaders instead of the backend's WebGL 1 default. No imgui.ini on the web:
  # the app keeps its own settings in IndexedDB.
  target_compile_definitions(imgui PUBLIC IMGUI_IMPL_OPENGL_ES3 IMGUI_DISABLE_FILE_FUNCTIONS)
  # Bytes on the wire matter more than speed for UI code on the web.
  target_compile_options(imgui PRIVATE -Os)
  # Except the font rasteriser (stb_truetype, in imgui_draw.cpp): the atlas
  # is built before the first frame, and without inlining (see LF_WEB_INLINE)
  # it took 53 instead of 34 ms of start-up (desktop size, headless
  # Chromium), more at a phone's 3x. It costs 9 KB of gzip. (The app's
  # build only: tools/web-bench builds ImGui's example with its own flags.)
  if(LF_WEB_INLINE)
    set_source_files_properties(${LF_IMGUI_DIR}/imgui_draw.cpp TARGET_DIRECTORY imgui
                                PROPERTIES COMPILE_OPTIONS "-O3;${LF_WEB_INLINE}")
  endif()
endif()
