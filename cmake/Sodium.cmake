# libsodium (1.0.18, Debian's): the ChaCha20 stream every deal is drawn from
# and the secure source of a room's seed (src/core/rng.h).
#
#   native   Debian's libsodium-dev, through pkg-config
#   web      libsodium compiled for wasm from Debian's source package by
#            tools/setup.sh (web, or sodium-wasm after emsdk on the Pages
#            runner): build/deps/sodium-wasm/install -> LF_SODIUM_WASM_DIR
#
# Target: lf_sodium (INTERFACE).
include_guard(GLOBAL)
add_library(lf_sodium INTERFACE)
if(EMSCRIPTEN)
  set(LF_SODIUM_WASM_DIR "${PROJECT_SOURCE_DIR}/build/deps/sodium-wasm/install" CACHE PATH
      "libsodium built for wasm (holds lib/libsodium.a and include/sodium.h)")
  if(NOT EXISTS "${LF_SODIUM_WASM_DIR}/lib/libsodium.a")
    message(FATAL_ERROR "No libsodium for wasm in ${LF_SODIUM_WASM_DIR}: run `bash tools/setup.sh web` "
                        "(or `bash tools/setup.sh sodium-wasm` with emsdk)")
  endif()
  target_include_directories(lf_sodium SYSTEM INTERFACE "${LF_SODIUM_WASM_DIR}/include")
  target_link_libraries(lf_sodium INTERFACE "${LF_SODIUM_WASM_DIR}/lib/libsodium.a")
else()
  find_package(PkgConfig REQUIRED)
  pkg_check_modules(SODIUM REQUIRED IMPORTED_TARGET libsodium)
  target_link_libraries(lf_sodium INTERFACE PkgConfig::SODIUM)
endif()
