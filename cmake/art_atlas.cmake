# cmake -P script: lays out a folder of SVG illustrations (each with
# viewBox "0 0 100 100") as one SVG sheet, for rsvg-convert to
# rasterise into a PNG texture atlas, and writes the atlas index. Ids (a
# gradient, a filter) are renamed "<picture>--<id>" on the sheet, so two
# pictures may both use id="shade".
#
#   SVG_DIR    folder of <name>.svg (sorted by name: the same input gives the same atlas)
#   OUT_SVG    the sheet to write (an intermediate file in the build tree)
#   OUT_INDEX  the index to write: the asset the app reads (format below)
#   IMAGE      the PNG's file name, as the index names it
#   CELL       pixels per illustration (square)
#   COLUMNS    illustrations per row
#
# Index (JSON; src/ui/art.h reads it), rectangles in pixels:
#   {"format": "lf-atlas", "version": 1, "image": "lost_words.png",
#    "width": W, "height": H, "sprites": {"acorn": [x, y, w, h], ...}}
# Every cell keeps a PAD-pixel transparent margin, so filtering and mipmaps
# of one picture do not pick up its neighbours.
cmake_minimum_required(VERSION 3.21)
foreach(var SVG_DIR OUT_SVG OUT_INDEX IMAGE CELL COLUMNS)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "art_atlas.cmake: ${var} is not set")
  endif()
endforeach()
set(PAD 8)

file(GLOB svgs RELATIVE "${SVG_DIR}" "${SVG_DIR}/*.svg")
list(SORT svgs)
list(LENGTH svgs count)
if(count EQUAL 0)
  message(FATAL_ERROR "art_atlas.cmake: no SVG files in ${SVG_DIR}")
endif()
math(EXPR rows "(${count} + ${COLUMNS} - 1) / ${COLUMNS}")
math(EXPR width "${PAD} + ${COLUMNS} * (${CELL} + ${PAD})")
math(EXPR height "${PAD} + ${rows} * (${CELL} + ${PAD})")

set(sheet "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"${width}\" height=\"${height}\" viewBox=\"0 0 ${width} ${height}\">\n")
set(index "{\"format\": \"lf-atlas\", \"version\": 1, \"image\": \"${IMAGE}\", \"width\": ${width}, \"height\": ${height}, \"sprites\": {")
set(sep "\n")
set(i 0)
foreach(f IN LISTS svgs)
  string(REGEX REPLACE "\\.svg$" "" name "${f}")
  if(NOT name MATCHES "^[a-z0-9_]+$")
    message(FATAL_ERROR "art_atlas.cmake: ${f}: names are lowercase letters, digits and _")
  endif()
  file(READ "${SVG_DIR}/${f}" text)
  # Every picture's ids in a namespace of its own: id="x", url(#x) and
  # href="#x" become "<name>--x" (ids are letters, digits, _ and -).
  string(REGEX REPLACE " id=\"([A-Za-z0-9_-]+)\"" " id=\"${name}--\\1\"" text "${text}")
  string(REGEX REPLACE "url\\(#([A-Za-z0-9_-]+)\\)" "url(#${name}--\\1)" text "${text}")
  string(REGEX REPLACE "href=\"#([A-Za-z0-9_-]+)\"" "href=\"#${name}--\\1\"" text "${text}")
  if(NOT text MATCHES "viewBox=\"0 0 100 100\"")
    message(FATAL_ERROR "art_atlas.cmake: ${f} must have viewBox=\"0 0 100 100\"")
  endif()
  # The drawing between the outer <svg ...> and </svg>, nested at its cell.
  string(REGEX REPLACE "^[^<]*<svg[^>]*>" "" inner "${text}")
  string(REGEX REPLACE "</svg>[^<]*$" "" inner "${inner}")
  math(EXPR col "${i} % ${COLUMNS}")
  math(EXPR row "${i} / ${COLUMNS}")
  math(EXPR x "${PAD} + ${col} * (${CELL} + ${PAD})")
  math(EXPR y "${PAD} + ${row} * (${CELL} + ${PAD})")
  string(APPEND sheet "<svg x=\"${x}\" y=\"${y}\" width=\"${CELL}\" height=\"${CELL}\" viewBox=\"0 0 100 100\">\n${inner}</svg>\n")
  string(APPEND index "${sep}  \"${name}\": [${x}, ${y}, ${CELL}, ${CELL}]")
  set(sep ",\n")
  math(EXPR i "${i} + 1")
endforeach()
string(APPEND sheet "</svg>\n")
string(APPEND index "\n}}\n")
file(WRITE "${OUT_SVG}" "${sheet}")
file(WRITE "${OUT_INDEX}" "${index}")
