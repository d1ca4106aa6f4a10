# Every test runs under CTest only if its name has no semicolon: CTest splits a list there, so a test named
# "a; b" becomes two names that match nothing, and silently does not run. Fails, naming each, if a test of the
# native suites (TEST_CASE) or of the browser suites (async 'name'() has one.
# usage: cmake -DDIR=tests -P test_names.cmake
file(GLOB_RECURSE files ${DIR}/*_test.cpp ${DIR}/*_test.mjs)
if(NOT files)
  message(FATAL_ERROR "no test files in ${DIR}")
endif()
set(found "")
foreach(file ${files})
  # A line that names a test and has a semicolon inside the name (before the name's closing quote).
  file(STRINGS ${file} lines REGEX "(TEST_CASE\\(\"[^\"]*\\;[^\"]*\"|^  async '[^']*\\;[^']*'\\()")
  foreach(line ${lines})
    get_filename_component(name ${file} NAME)
    string(STRIP "${line}" line)
    string(APPEND found "\n  ${name}: ${line}")
  endforeach()
endforeach()
if(found)
  message(FATAL_ERROR "tests whose names have a semicolon, which CTest splits (they would not run):${found}")
endif()
list(LENGTH files count)
message("${count} test files, no test name with a semicolon")
