// Files of assets/ compiled into the program (CMake's embed_files), so the engine, the page and the tests read
// one source and need no file system.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string_view>

namespace dip {

struct EmbeddedFile {
    const char* path;  // relative to assets/: "catalogue.txt", "boards/standard/board.map"
    const char* text;
};

// The engine's data: the catalogue, every variant file and every board's map file.
std::span<const EmbeddedFile> engine_assets();
// The front end's (linked only into it): every board's drawing, boards/<board>/board.geo.
std::span<const EmbeddedFile> frontend_assets();

// The text of the file at `path` among `files`, or nothing.
std::optional<std::string_view> find_file(std::span<const EmbeddedFile> files, std::string_view path);

}  // namespace dip
