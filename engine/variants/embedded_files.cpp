// Looking up an embedded file by its path.
#include "embedded_files.h"

namespace dip {

std::optional<std::string_view> find_file(std::span<const EmbeddedFile> files, std::string_view path) {
    for (const EmbeddedFile& f : files)
        if (path == f.path) return std::string_view(f.text);
    return std::nullopt;
}

}  // namespace dip
