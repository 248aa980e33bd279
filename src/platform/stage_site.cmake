# cmake -P script: assembles the static web site (what GitHub Pages serves).
#
#   SITE_DIR/index.html                           from shell/, with style.css, loader.js, net.js, mirror.js
#                                                 and sound.js inlined
#   SITE_DIR/<other shell files>                  from shell/
#   SITE_DIR/manifest.webmanifest, icons/, sw.js  from web/ (+ icons rasterised in ICON_DIR)
#   SITE_DIR/lostfound.js, lostfound.wasm         the program (and lostfound.deferred.wasm, its part
#                                                 fetched after the first frame, when it is split)
#   SITE_DIR/assets/**                            everything under ASSET_DIR
#   SITE_DIR/lib/                                 third-party scripts from npm (NPM_DIR, web/package.json)
#                                                 that shell/net.js loads when first needed, and their licences
#   SITE_DIR/asset-list.json                      what the loader downloads, in order, with sizes and hashes
#
# The build id is a hash of every staged file, so the service worker's cache
# name changes exactly when something a player downloads changes.
# Inputs: SOURCE_DIR ASSET_DIR ICON_DIR SITE_DIR JS_FILE WASM_FILE VERSION SHADER_DIR
#         NPM_DIR (the node_modules of `npm ci` on web/package.json)
#         PEER_SERVER (optional: the default PeerServer, host:port[/path]; empty for the PeerJS cloud)
#         GZIP (optional: gzip, for the files a host sends uncompressed; see below)
#         DEFERRED_WASM_FILE (optional: the program's second part, src/platform/split_wasm.py)
cmake_minimum_required(VERSION 3.21)  # file(COPY_FILE ... ONLY_IF_DIFFERENT)

foreach(var SOURCE_DIR ASSET_DIR ICON_DIR SITE_DIR JS_FILE WASM_FILE VERSION SHADER_DIR NPM_DIR)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "stage_site.cmake: ${var} is not set")
  endif()
endforeach()
foreach(required "${JS_FILE}" "${WASM_FILE}" "${SOURCE_DIR}/shell/index.html")
  if(NOT EXISTS "${required}")
    message(FATAL_ERROR "stage_site.cmake: ${required} is missing")
  endif()
endforeach()

# --- What goes where: parallel lists of site paths and their sources ---------------
set(site_paths)
set(site_sources)
macro(stage rel src)
  list(APPEND site_paths "${rel}")
  list(APPEND site_sources "${src}")
endmacro()

# Inlined into index.html below (not staged on their own): the page then
# needs no request before its loader runs.
set(inlined_shell_files style.css loader.js net.js mirror.js sound.js)
file(GLOB shell_files RELATIVE "${SOURCE_DIR}/shell" "${SOURCE_DIR}/shell/*")
foreach(f IN LISTS shell_files)
  # index.html is a template (the asset list is inlined into it below).
  if(NOT IS_DIRECTORY "${SOURCE_DIR}/shell/${f}" AND NOT f STREQUAL "index.html" AND NOT f IN_LIST inlined_shell_files)
    stage("${f}" "${SOURCE_DIR}/shell/${f}")
  endif()
endforeach()
# web/: static parts as they are; *.in files are templates handled below;
# package.json and its lock name the npm packages of lib/ (below).
file(GLOB_RECURSE web_files RELATIVE "${SOURCE_DIR}/web" "${SOURCE_DIR}/web/*")
foreach(f IN LISTS web_files)
  if(NOT f MATCHES "\\.in$" AND NOT f MATCHES "^(package(-lock)?\\.json$|node_modules/)")
    stage("${f}" "${SOURCE_DIR}/web/${f}")
  endif()
endforeach()
set(raster_icons)
if(EXISTS "${ICON_DIR}")
  file(GLOB raster_icons RELATIVE "${ICON_DIR}" "${ICON_DIR}/*.png")
  foreach(f IN LISTS raster_icons)
    stage("icons/${f}" "${ICON_DIR}/${f}")
  endforeach()
endif()
stage("lostfound.js" "${JS_FILE}")
stage("lostfound.wasm" "${WASM_FILE}")
if(DEFERRED_WASM_FILE AND NOT EXISTS "${DEFERRED_WASM_FILE}")
  set(DEFERRED_WASM_FILE "")  # not split (no web/startup-functions.txt yet)
endif()
if(DEFERRED_WASM_FILE)
  stage("lostfound.deferred.wasm" "${DEFERRED_WASM_FILE}")
endif()
# lib/: what shell/net.js loads when first needed (play on several devices),
# as npm installed it, and the licences of everything in it. peerjs.min.js
# bundles PeerJS with webrtc-adapter, sdp, eventemitter3 and
# peerjs-js-binarypack (its source map's list). qrcode-generator ships no
# licence file: its notice is the comment at the top of qrcode.js, copied
# out below.
set(lib_scripts "lib/peerjs.min.js" "lib/qrcode.js")
foreach(pair "lib/peerjs.min.js;peerjs/dist/peerjs.min.js"
             "lib/qrcode.js;qrcode-generator/dist/qrcode.js"
             "lib/LICENSE-peerjs.txt;peerjs/LICENSE"
             "lib/LICENSE-webrtc-adapter.txt;webrtc-adapter/LICENSE.md"
             "lib/LICENSE-sdp.txt;sdp/LICENSE"
             "lib/LICENSE-eventemitter3.txt;eventemitter3/LICENSE"
             "lib/LICENSE-peerjs-js-binarypack.txt;peerjs-js-binarypack/LICENSE")
  list(GET pair 0 rel)
  list(GET pair 1 src)
  if(NOT EXISTS "${NPM_DIR}/${src}")
    message(FATAL_ERROR "stage_site.cmake: ${NPM_DIR}/${src} is missing (npm ci on web/package.json)")
  endif()
  stage("${rel}" "${NPM_DIR}/${src}")
endforeach()
file(STRINGS "${NPM_DIR}/qrcode-generator/dist/qrcode.js" qr_lines LIMIT_COUNT 40)
set(qr_notice "")
foreach(line IN LISTS qr_lines)
  if(NOT line MATCHES "^//")
    break()
  endif()
  string(REGEX REPLACE "^//-*[ ]?" "" line "${line}")
  string(APPEND qr_notice "${line}\n")
endforeach()
file(READ "${NPM_DIR}/qrcode-generator/package.json" qr_package)
string(JSON qr_version GET "${qr_package}" version)
set(qr_licence "${NPM_DIR}/../staged/lib/LICENSE-qrcode-generator.txt")
set(qr_notice "qrcode-generator ${qr_version} (npm), lib/qrcode.js: the notice at the top of the file.\n${qr_notice}")
set(old "")
if(EXISTS "${qr_licence}")
  file(READ "${qr_licence}" old)
endif()
if(NOT old STREQUAL qr_notice)
  file(WRITE "${qr_licence}" "${qr_notice}")
endif()
stage("lib/LICENSE-qrcode-generator.txt" "${qr_licence}")

set(asset_files)
if(EXISTS "${ASSET_DIR}")
  file(GLOB_RECURSE asset_files RELATIVE "${ASSET_DIR}" "${ASSET_DIR}/*")
  list(SORT asset_files)
  foreach(f IN LISTS asset_files)
    stage("assets/${f}" "${ASSET_DIR}/${f}")
  endforeach()
endif()

# --- Copy (only what changed) --------------------------------------------------------
file(MAKE_DIRECTORY "${SITE_DIR}")
list(LENGTH site_paths count)
math(EXPR last "${count} - 1")
foreach(i RANGE ${last})
  list(GET site_paths ${i} rel)
  list(GET site_sources ${i} src)
  get_filename_component(dir "${SITE_DIR}/${rel}" DIRECTORY)
  file(MAKE_DIRECTORY "${dir}")
  file(COPY_FILE "${src}" "${SITE_DIR}/${rel}" ONLY_IF_DIFFERENT)
endforeach()

# Writes `content` to `path` only when it differs, so timestamps stay put.
function(write_if_different path content)
  if(EXISTS "${path}")
    file(READ "${path}" old)
    if(old STREQUAL content)
      return()
    endif()
  endif()
  file(WRITE "${path}" "${content}")
endfunction()

function(json_string out text)
  string(REPLACE "\\" "\\\\" text "${text}")
  string(REPLACE "\"" "\\\"" text "${text}")
  string(REPLACE "\n" "\\n" text "${text}")
  string(REPLACE "\t" "\\t" text "${text}")
  string(REPLACE "<" "\\u003c" text "${text}")  # nothing can close a <script>
  set(${out} "\"${text}\"" PARENT_SCOPE)
endfunction()

# --- manifest.webmanifest: lists the icons that exist -------------------------------
set(icons_json "    {\"src\": \"icons/icon.svg\", \"sizes\": \"any\", \"type\": \"image/svg+xml\", \"purpose\": \"any maskable\"}")
foreach(size 192 512)
  if("icon-${size}.png" IN_LIST raster_icons)
    string(APPEND icons_json ",\n    {\"src\": \"icons/icon-${size}.png\", \"sizes\": \"${size}x${size}\", \"type\": \"image/png\", \"purpose\": \"any maskable\"}")
  endif()
endforeach()
file(READ "${SOURCE_DIR}/web/manifest.webmanifest.in" manifest)
string(REPLACE "@ICONS@" "${icons_json}" manifest "${manifest}")
string(REPLACE "@VERSION@" "${VERSION}" manifest "${manifest}")
write_if_different("${SITE_DIR}/manifest.webmanifest" "${manifest}")
list(APPEND site_paths "manifest.webmanifest")

# --- Remove files a previous build staged but this one does not --------------------
set(generated "asset-list.json" "sw.js" "index.html")
file(GLOB_RECURSE existing RELATIVE "${SITE_DIR}" "${SITE_DIR}/*")
foreach(f IN LISTS existing)
  string(REGEX REPLACE "\\.gz$" "" unzipped "${f}")  # gzip copies are made below
  if(NOT f IN_LIST site_paths AND NOT f IN_LIST generated AND NOT (f MATCHES "\\.gz$" AND unzipped IN_LIST site_paths))
    file(REMOVE "${SITE_DIR}/${f}")
  endif()
endforeach()

# --- Build id: hash of every staged file ----------------------------------------------
# (plus the page template; the generated files below only depend on these)
list(SORT site_paths)
file(SHA256 "${SOURCE_DIR}/shell/index.html" h)
set(digest_input "index.html.template ${h}\n")
foreach(f IN LISTS inlined_shell_files)
  file(SHA256 "${SOURCE_DIR}/shell/${f}" h)
  string(APPEND digest_input "${f}.inlined ${h}\n")
endforeach()
foreach(rel IN LISTS site_paths)
  file(SHA256 "${SITE_DIR}/${rel}" h)
  string(APPEND digest_input "${rel} ${h}\n")
endforeach()
string(APPEND digest_input "peer server ${PEER_SERVER}\n")  # written into net.js, inlined
foreach(f webgl2.glsl imgui.vert imgui.frag)  # inlined into index.html
  file(SHA256 "${SHADER_DIR}/${f}" h)
  string(APPEND digest_input "shaders/${f} ${h}\n")
endforeach()
string(SHA256 build_hash "${digest_input}")
string(SUBSTRING "${build_hash}" 0 16 build_id)

# --- asset-list.json: every file the loader fetches, in the order it wants them -------
# Each file carries its size and the first 16 hex digits of its SHA-256. The
# loader asks for "<path>?v=<hash>": a URL names exactly one content, so the
# browser's HTTP cache can serve it to the service worker (the page's first
# download is the only one) and can never hand one build's file to another.
# The loader and the service worker check each file they keep against its
# hash (see shell/loader.js and web/sw.js.in).
#
# "when": "start" files are needed before the first frame: the program and
# the fonts the menu draws with. "later" files (the word list, card art,
# rules pages, credits, licence texts) are fetched right after the first
# frame, in this order, and a screen that needs one waits for it with a
# progress bar (src/ui/app.cpp). The order: what most games need first.
function(asset_kind out rel)
  if(rel STREQUAL "lostfound.wasm")
    set(k wasm)
  elseif(rel STREQUAL "lostfound.deferred.wasm")
    set(k code)
  elseif(rel STREQUAL "lostfound.js")
    set(k js)
  elseif(rel MATCHES "^assets/dict/")
    set(k data)
  elseif(rel MATCHES "^assets/fonts/.*\\.(ttf|otf)$")
    set(k font)
  elseif(rel MATCHES "^assets/sounds/")
    set(k sound)
  elseif(rel MATCHES "\\.(png|svg|jpg|webp)$")
    set(k art)
  else()
    set(k text)
  endif()
  set(${out} ${k} PARENT_SCOPE)
endfunction()

function(file_hash out path)
  file(SHA256 "${path}" h)
  string(SUBSTRING "${h}" 0 16 h)
  set(${out} ${h} PARENT_SCOPE)
endfunction()

set(start_files "lostfound.js" "lostfound.wasm")
set(later_files)
if(DEFERRED_WASM_FILE)
  list(APPEND later_files "lostfound.deferred.wasm")  # first: every game needs it
endif()
foreach(pattern "^assets/fonts/.*\\.(ttf|otf)$" "^assets/dict/" "^assets/art/" "^assets/(rules|tutorials)/" "^assets/[^/]+$" ".")
  foreach(f IN LISTS asset_files)
    set(rel "assets/${f}")
    if(rel IN_LIST start_files OR rel IN_LIST later_files OR NOT rel MATCHES "${pattern}")
      continue()
    endif()
    if(pattern MATCHES "fonts")
      list(APPEND start_files "${rel}")
    else()
      list(APPEND later_files "${rel}")
    endif()
  endforeach()
endforeach()

# A host compresses text, the program and fonts (GitHub Pages gzips by type),
# and images come compressed; any other file (the word list: a binary type
# no host compresses) gets a gzip copy, <path>.gz, which a browser with
# DecompressionStream fetches and unpacks in its own code (shell/loader.js):
# 0.79 of the bytes on the wire for the word list, and nothing for the
# program to do. The list gives the copy's size and hash as "gz".
set(host_compresses "\\.(html|css|js|mjs|json|md|txt|svg|ttf|otf|wasm|webmanifest|png|jpg|jpeg|webp|gif|woff2?)$")
set(gz_files)

set(entries "")
set(total 0)
set(later_total 0)
set(sw_files "")
foreach(rel IN LISTS start_files later_files)
  file(SIZE "${SITE_DIR}/${rel}" size)
  file_hash(hash "${SITE_DIR}/${rel}")
  asset_kind(kind "${rel}")
  set(gz "")
  set(sw_gz "")
  if(GZIP AND rel IN_LIST later_files AND NOT rel MATCHES "${host_compresses}")
    # -n: no name or time in the header, so the same file gives the same bytes.
    execute_process(COMMAND "${GZIP}" -9 -n -c "${SITE_DIR}/${rel}" OUTPUT_FILE "${SITE_DIR}/${rel}.gz.tmp"
                    RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
      message(FATAL_ERROR "stage_site.cmake: gzip failed on ${rel}")
    endif()
    file(COPY_FILE "${SITE_DIR}/${rel}.gz.tmp" "${SITE_DIR}/${rel}.gz" ONLY_IF_DIFFERENT)
    file(REMOVE "${SITE_DIR}/${rel}.gz.tmp")
    list(APPEND gz_files "${rel}.gz")
    file(SIZE "${SITE_DIR}/${rel}.gz" gz_size)
    file_hash(gz_hash "${SITE_DIR}/${rel}.gz")
    set(gz ", \"gz\": {\"size\": ${gz_size}, \"hash\": \"${gz_hash}\"}")
    set(sw_gz ", \"${gz_hash}\"")
  endif()
  if(rel IN_LIST start_files)
    set(when start)
    math(EXPR total "${total} + ${size}")
  else()
    set(when later)
    math(EXPR later_total "${later_total} + ${size}")
  endif()
  json_string(qrel "${rel}")
  if(entries)
    string(APPEND entries ",\n")
  endif()
  string(APPEND entries "    {\"path\": ${qrel}, \"size\": ${size}, \"hash\": \"${hash}\", \"kind\": \"${kind}\", \"when\": \"${when}\"${gz}}")
  string(APPEND sw_files "  [${qrel}, \"${hash}\", \"\"${sw_gz}],\n")
endforeach()
set(asset_list "{\n  \"build\": \"${build_id}\",\n  \"version\": \"${VERSION}\",\n  \"total\": ${total},\n  \"files\": [\n${entries}\n  ]\n}\n")
write_if_different("${SITE_DIR}/asset-list.json" "${asset_list}")

# --- index.html: the page with the list inlined, so loading starts at once -------------
string(REPLACE "<" "\\u003c" inline_list "${asset_list}")  # nothing can close the <script>
file(READ "${SOURCE_DIR}/shell/index.html" page)
string(REPLACE "@ASSET_LIST@" "${inline_list}" page "${page}")
# The renderer's shaders, whole (version header first), for the loader to
# compile while the program downloads (src/platform/imgui_renderer.h).
file(READ "${SHADER_DIR}/webgl2.glsl" shader_header)
file(READ "${SHADER_DIR}/imgui.vert" shader_vertex)
file(READ "${SHADER_DIR}/imgui.frag" shader_fragment)
json_string(shader_vertex "${shader_header}${shader_vertex}")
json_string(shader_fragment "${shader_header}${shader_fragment}")
string(REPLACE "@SHADERS@" "{\"vertex\": ${shader_vertex}, \"fragment\": ${shader_fragment}}" page "${page}")
# The stylesheet and the loader go in as they are. A stylesheet link would
# hold back every script after it until the CSS arrived, and loader.js would
# be one more round trip before anything starts. (The loader then fetches the
# big files itself; there are no preload links: see loadGlue in loader.js.)
function(inline_shell_file page_var tag file element)
  file(READ "${SOURCE_DIR}/shell/${file}" body)
  string(TOLOWER "${body}" lower)
  string(FIND "${lower}" "</${element}" closing)
  string(FIND "${${page_var}}" "${tag}" at)
  if(NOT closing EQUAL -1 OR at EQUAL -1)
    message(FATAL_ERROR "stage_site.cmake: cannot inline shell/${file} (\"${tag}\" missing from index.html, or the file contains </${element})")
  endif()
  string(REPLACE "${tag}" "<${element}>\n${body}</${element}>" result "${${page_var}}")
  set(${page_var} "${result}" PARENT_SCOPE)
endfunction()
inline_shell_file(page "<link rel=\"stylesheet\" href=\"style.css\">" style.css style)
inline_shell_file(page "<script src=\"loader.js\"></script>" loader.js script)
inline_shell_file(page "<script src=\"mirror.js\"></script>" mirror.js script)
inline_shell_file(page "<script src=\"sound.js\"></script>" sound.js script)
# net.js with what only the build knows: the default PeerServer, and the
# scripts of lib/ by their hashed URLs (as the loader asks for its files).
file(READ "${SOURCE_DIR}/shell/net.js" net)
json_string(qserver "${PEER_SERVER}")
file_hash(peerjs_hash "${SITE_DIR}/lib/peerjs.min.js")
file_hash(qrcode_hash "${SITE_DIR}/lib/qrcode.js")
set(net_build "const BUILD = { peerServer: ${qserver}, peerjs: \"lib/peerjs.min.js?v=${peerjs_hash}\", qrcode: \"lib/qrcode.js?v=${qrcode_hash}\" };")
string(REGEX MATCH "const BUILD = [^\n]*// @NET_BUILD@" net_marker "${net}")
if(NOT net_marker)
  message(FATAL_ERROR "stage_site.cmake: shell/net.js has no \"const BUILD = ...  // @NET_BUILD@\" line")
endif()
string(REPLACE "${net_marker}" "${net_build}" net "${net}")
string(TOLOWER "${net}" lower)
string(FIND "${lower}" "</script" closing)
string(FIND "${page}" "<script src=\"net.js\"></script>" at)
if(NOT closing EQUAL -1 OR at EQUAL -1)
  message(FATAL_ERROR "stage_site.cmake: cannot inline shell/net.js (\"<script src=\"net.js\"></script>\" missing from index.html, or the file contains </script)")
endif()
string(REPLACE "<script src=\"net.js\"></script>" "<script>\n${net}</script>" page "${page}")
write_if_different("${SITE_DIR}/index.html" "${page}")

# --- sw.js: precache everything a player needs offline ----------------------------------
# The page and the files it fetches by their hashed URLs (above), plus the
# icons and the manifest the browser asks for, and the scripts of lib/ by
# their hashed URLs (net.js asks for them so). asset-list.json is inlined into
# the page, so it is not needed offline.
foreach(rel IN LISTS lib_scripts)
  file_hash(hash "${SITE_DIR}/${rel}")
  json_string(qrel "${rel}")
  string(APPEND sw_files "  [${qrel}, \"${hash}\", \"\"],\n")
endforeach()
foreach(rel IN LISTS site_paths)
  if(rel IN_LIST start_files OR rel IN_LIST later_files OR NOT rel MATCHES "^(icons/|manifest\\.webmanifest$)")
    continue()
  endif()
  file_hash(hash "${SITE_DIR}/${rel}")
  json_string(qrel "${rel}")
  string(APPEND sw_files "  [${qrel}, \"${hash}\", \"plain\"],\n")
endforeach()
file(READ "${SOURCE_DIR}/web/sw.js.in" sw)
string(REPLACE "@BUILD@" "${build_id}" sw "${sw}")
string(REPLACE "@FILES@" "${sw_files}" sw "${sw}")
write_if_different("${SITE_DIR}/sw.js" "${sw}")

message(STATUS "Site ${SITE_DIR}: ${count} files, build ${build_id}, ${total} bytes before the first frame, ${later_total} after")
