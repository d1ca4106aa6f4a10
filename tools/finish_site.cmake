# Run after the web build: stamps the service worker with a hash of the site's files, and assembles the
# single self-contained page (diplomacy.html) from the page, its style, its scripts and the program built
# with the WebAssembly inlined. Invoked with -DSITE=<site dir> -DWEB=<web sources> -DSINGLE=<single-file dip.js>.
set(version "")
foreach(f index.html embed.html style.css embed.css api.js shell.js embed.js thinkers.js think_worker.js pages.css
          boards.js gallery.js scanner.js jsqr.js guide.html gallery.html dip.js dip.wasm think.js think.wasm
          manifest.webmanifest icons/icon-192.png icons/icon-512.png icons/icon-maskable-512.png
          icons/apple-touch-icon.png)
  file(SHA256 ${SITE}/${f} h)
  string(APPEND version ${h})
endforeach()
string(SHA256 version "${version}")
string(SUBSTRING ${version} 0 16 SITE_VERSION)
configure_file(${WEB}/sw.js ${SITE}/sw.js @ONLY)

file(READ ${WEB}/index.html page)
file(READ ${WEB}/style.css style)
file(READ ${WEB}/api.js api)
file(READ ${WEB}/thinkers.js thinkers)
file(READ ${WEB}/shell.js shell)
file(READ ${SINGLE} program)

# Replaces `from` by `to` in the variable `var`; the build fails if `from` is not there (the page changed).
function(replace_once var from to)
  string(FIND "${${var}}" "${from}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "finish_site: \"${from}\" not found")
  endif()
  string(REPLACE "${from}" "${to}" result "${${var}}")
  set(${var} "${result}" PARENT_SCOPE)
endfunction()

# The SHA-256 of `text` as a Content-Security-Policy source ('sha256-<base64>'), which lets exactly that inline
# script or style run.
function(csp_hash text out)
  string(SHA256 hex "${text}")
  set(digits "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
  set(b64 "")
  foreach(at RANGE 0 59 6)  # 30 bytes, three at a time, four base64 digits each
    string(SUBSTRING "${hex}" ${at} 6 group)
    math(EXPR value "0x${group}")
    foreach(shift 18 12 6 0)
      math(EXPR digit "(${value} >> ${shift}) & 63")
      string(SUBSTRING "${digits}" ${digit} 1 c)
      string(APPEND b64 "${c}")
    endforeach()
  endforeach()
  string(SUBSTRING "${hex}" 60 4 group)  # the last two bytes: three digits and a pad
  math(EXPR value "0x${group} << 2")
  foreach(shift 12 6 0)
    math(EXPR digit "(${value} >> ${shift}) & 63")
    string(SUBSTRING "${digits}" ${digit} 1 c)
    string(APPEND b64 "${c}")
  endforeach()
  set(${out} "'sha256-${b64}='" PARENT_SCOPE)
endfunction()

# A script may not contain "</script" inside an inline <script> element.
string(REPLACE "</script" "<\\/script" api "${api}")
string(REPLACE "</script" "<\\/script" program "${program}")
# The single page has no Web Worker beside it: its computer players think on the page's thread; and no offline
# copy (it is one file already).
replace_once(shell "window.dipThinkWorker = 'think_worker.js';" "window.dipThinkWorker = null;")
replace_once(shell "window.dipOfflineCopy = 'sw.js';" "window.dipOfflineCopy = null;")
replace_once(page "<link rel=\"stylesheet\" href=\"style.css\">" "<style>\n${style}</style>")
replace_once(page "<script src=\"api.js\"></script>" "<script>\n${api}</script>")
replace_once(page "<script src=\"thinkers.js\"></script>" "<script>\n${thinkers}</script>")
replace_once(page "<script src=\"shell.js\"></script>" "<script>\n${shell}</script>")
replace_once(page "<script async src=\"dip.js\"></script>" "<script>\n${program}</script>")
# No icons or manifest beside it: the single page is opened from disk, not installed.
replace_once(page "<link rel=\"icon\" href=\"icons/icon-192.png\">" "<link rel=\"icon\" href=\"data:,\">")
replace_once(page "<!-- Installed to a home screen or a desktop: its name, icons and window (manifest.webmanifest). -->
<link rel=\"manifest\" href=\"manifest.webmanifest\">
<link rel=\"apple-touch-icon\" href=\"icons/apple-touch-icon.png\">
" "")
# No camera reader: the single page cannot load jsQR beside it, so codes are typed or pasted there.
replace_once(page "<script src=\"scanner.js\"></script>\n" "")
# Its policy allows those inline scripts and that style, by their hashes, and the program's fetch of its own
# WebAssembly, which it holds as a data: address; nothing from anywhere else.
set(script_hashes "")
foreach(part api thinkers shell program)
  csp_hash("\n${${part}}" h)
  string(APPEND script_hashes " ${h}")
endforeach()
csp_hash("\n${style}" style_hash)
string(REGEX MATCH "<meta http-equiv=\"Content-Security-Policy\" content=\"[^\"]*\">" site_policy "${page}")
if(NOT site_policy)
  message(FATAL_ERROR "finish_site: index.html has no Content-Security-Policy")
endif()
replace_once(page "${site_policy}" "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; script-src${script_hashes} 'wasm-unsafe-eval'; style-src ${style_hash}; img-src data:; connect-src data:; base-uri 'none'; form-action 'none'\">")
file(WRITE ${SITE}/diplomacy.html "${page}")
