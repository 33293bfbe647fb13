# The layers include downwards only (docs/architecture.md): core <- ui/framework <- ui/plotting,
# ui/widgets <- ui/views, ui/shell <- app. Fails, naming the file and the line, when a file
# includes a layer above its own (or core includes Qt).
#   cmake -DSOURCE_DIR=<repository root> -P tests/layering/checkincludes.cmake

if(NOT SOURCE_DIR)
  message(FATAL_ERROR "pass -DSOURCE_DIR=<repository root>")
endif()

# layer folder | what its files may not include (a regular expression on the include line)
set(rules
    "core|#include [<\"](ui/|app/|Q[A-Za-z]*>|qcustomplot)"
    "ui/framework|#include \"(ui/plotting|ui/widgets|ui/shell|ui/views|app)/"
    "ui/plotting|#include \"(ui/widgets|ui/shell|ui/views|app)/"
    "ui/widgets|#include \"(ui/shell|ui/views|app)/"
    "ui/views|#include \"(ui/shell|app)/")

set(problems "")
foreach(rule IN LISTS rules)
  string(FIND "${rule}" "|" bar)
  string(SUBSTRING "${rule}" 0 ${bar} layer)
  math(EXPR start "${bar} + 1")
  string(SUBSTRING "${rule}" ${start} -1 forbidden)
  file(GLOB_RECURSE files "${SOURCE_DIR}/${layer}/*.h" "${SOURCE_DIR}/${layer}/*.cpp")
  if(NOT files)
    string(APPEND problems "\n  ${layer}: no source files found (is SOURCE_DIR right?)")
  endif()
  foreach(file IN LISTS files)
    file(STRINGS "${file}" lines REGEX "^[ \t]*#[ \t]*include")
    foreach(line IN LISTS lines)
      string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*" "#include " normalised "${line}")
      if(normalised MATCHES "${forbidden}")
        file(RELATIVE_PATH shown "${SOURCE_DIR}" "${file}")
        string(APPEND problems "\n  ${shown}: ${line}")
      endif()
    endforeach()
  endforeach()
endforeach()

if(problems)
  message(FATAL_ERROR "An include runs up a layer:${problems}")
endif()
message(STATUS "Every include runs down the layers")
