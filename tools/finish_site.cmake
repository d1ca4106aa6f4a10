# Run after the web build: stamps the service worker with a hash of the site's files, and assembles the
# single self-contained page (diplomacy.html) from the page, its style, its scripts and the program built
# with the WebAssembly inlined. Invoked with -DSITE=<site dir> -DWEB=<web sources> -DSINGLE=<single-file dip.js>.
set(version "")
foreach(f index.html embed.html style.css api.js thinkers.js think_worker.js pages.css boards.js gallery.js guide.html
          gallery.html dip.js dip.wasm think.js think.wasm)
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
file(READ ${SINGLE} program)
# A script may not contain "</script" inside an inline <script> element.
string(REPLACE "</script" "<\\/script" api "${api}")
string(REPLACE "</script" "<\\/script" program "${program}")
string(REPLACE "<link rel=\"stylesheet\" href=\"style.css\">" "<style>\n${style}</style>" page "${page}")
string(REPLACE "<script src=\"api.js\"></script>" "<script>\n${api}</script>" page "${page}")
# The single page has no Web Worker beside it: its computer players think on the page's thread.
string(REPLACE "<script src=\"thinkers.js\"></script>" "<script>\n${thinkers}</script>" page "${page}")
string(REPLACE "window.dipThinkWorker = 'think_worker.js';" "window.dipThinkWorker = null;" page "${page}")
string(REPLACE "<script async src=\"dip.js\"></script>" "<script>\n${program}</script>" page "${page}")
file(WRITE ${SITE}/diplomacy.html "${page}")
