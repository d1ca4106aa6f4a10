# Helpers for the tests that run the dip tool as a user would (included by tests/*/dip_*_test.cmake):
# run a command and check its exit code, then find or forbid text in what it printed.

# run(EXPECTED_CODE OUT_VAR COMMAND...): OUT_VAR gets standard output and error; another exit code fails.
function(run expect_code out_var)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT code EQUAL expect_code)
    message(FATAL_ERROR "${ARGN}\nexit ${code}, expected ${expect_code}\nstdout:\n${out}\nstderr:\n${err}")
  endif()
  set(${out_var} "${out}${err}" PARENT_SCOPE)
endfunction()

function(require text needle)
  string(FIND "${text}" "${needle}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "expected to find:\n${needle}\nin:\n${text}")
  endif()
endfunction()

function(forbid text needle)
  string(FIND "${text}" "${needle}" at)
  if(NOT at EQUAL -1)
    message(FATAL_ERROR "did not expect:\n${needle}\nin:\n${text}")
  endif()
endfunction()
