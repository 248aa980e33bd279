# Rebuilds an asset and fails unless it is byte-identical to the one the
# build produced (tests/dict/CMakeLists.txt): the dictionary (DICTBUILD, from
# SCOWL and WORDNET) or the meanings (MEANINGSBUILD, from WORDS and WORDNET).
if(DEFINED MEANINGSBUILD)
  set(builder meaningsbuild)
  set(command "${MEANINGSBUILD}" --words "${WORDS}" --wordnet "${WORDNET}" --out "${OUT}")
else()
  set(builder dictbuild)
  set(command "${DICTBUILD}" --scowl "${SCOWL}" --wordnet "${WORDNET}" --max-level 70 --out "${OUT}")
endif()
execute_process(COMMAND ${command} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${builder} failed (${rc})")
endif()
execute_process(COMMAND "${CMAKE_COMMAND}" -E compare_files "${ASSET}" "${OUT}" RESULT_VARIABLE differ)
if(NOT differ EQUAL 0)
  message(FATAL_ERROR "rebuilding ${ASSET} gave different bytes: ${builder} is not deterministic")
endif()
file(REMOVE "${OUT}")
