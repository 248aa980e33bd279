# Rebuilds the dictionary asset and fails unless it is byte-identical to the
# one the build produced (tests/dict/CMakeLists.txt).
execute_process(
  COMMAND "${DICTBUILD}" --scowl "${SCOWL}" --wordnet "${WORDNET}" --max-level 70 --out "${OUT}"
  RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "dictbuild failed (${rc})")
endif()
execute_process(COMMAND "${CMAKE_COMMAND}" -E compare_files "${ASSET}" "${OUT}" RESULT_VARIABLE differ)
if(NOT differ EQUAL 0)
  message(FATAL_ERROR "rebuilding ${ASSET} gave different bytes: the builder is not deterministic")
endif()
file(REMOVE "${OUT}")
