# Plays a game once with each value of each of its options through the CLI
# (lostfound-cli options GAME lists them), and checks that a bad option name
# and a bad value are refused with the list of valid options.
#   cmake -DCLI=path/to/lostfound-cli -DGAME=word-lift -DDICT=path -P options.cmake
execute_process(COMMAND "${CLI}" options "${GAME}" OUTPUT_VARIABLE listed RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "lostfound-cli options ${GAME} failed (${rc})")
endif()
string(REPLACE "\n" ";" options "${listed}")
list(FILTER options EXCLUDE REGEX "^$")
list(LENGTH options count)
if(count EQUAL 0)
  message(STATUS "${GAME} has no options")
endif()
foreach(kv ${options})
  execute_process(COMMAND "${CLI}" --dict "${DICT}" play "${GAME}" --seats ${SEATS} --seed 5 --games 1 --variant "${kv}"
                  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0 OR out MATCHES "unfinished" OR NOT out MATCHES "\"winner\"")
    message(FATAL_ERROR "${GAME} --variant ${kv}: exit ${rc}\n${out}${err}")
  endif()
  message(STATUS "${GAME} --variant ${kv}: finished")
endforeach()
execute_process(COMMAND "${CLI}" --dict "${DICT}" play "${GAME}" --seats ${SEATS} --variant no_such_option=1
                ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc EQUAL 2 OR NOT err MATCHES "no option \"no_such_option\"")
  message(FATAL_ERROR "an unknown option was not refused with the valid ones (exit ${rc}):\n${err}")
endif()
if(count GREATER 0)
  list(GET options 0 first)
  string(REGEX REPLACE "=.*" "" name "${first}")
  execute_process(COMMAND "${CLI}" --dict "${DICT}" play "${GAME}" --seats ${SEATS} --variant "${name}=not-a-value"
                  ERROR_VARIABLE err RESULT_VARIABLE rc)
  if(NOT rc EQUAL 2 OR NOT err MATCHES "${name} is")
    message(FATAL_ERROR "a bad value of ${name} was not refused with its allowed values (exit ${rc}):\n${err}")
  endif()
endif()
