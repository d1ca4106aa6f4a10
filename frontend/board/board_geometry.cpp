// Board drawings, one per board, shared by its variants (whose provinces are the board's own).
#include "board_geometry.h"

#include <map>
#include <memory>

#include "catalogue.h"
#include "embedded_files.h"

namespace dip {

const MapGeometry* geometry_for(const Map& map, std::string* error) {
    static std::map<std::string, std::unique_ptr<MapGeometry>, std::less<>> boards;
    const VariantInfo* variant = catalogue().of_map(map);
    if (!variant) {
        if (error) *error = "a map that is not in the catalogue";
        return nullptr;
    }
    if (const auto it = boards.find(variant->board); it != boards.end()) return it->second.get();
    const std::string path = "boards/" + variant->board + "/board.geo";
    const std::optional<std::string_view> text = find_file(frontend_assets(), path);
    auto geometry = std::make_unique<MapGeometry>();
    std::string why;
    if (!text || !geometry->parse(*text, map, why)) {
        if (error) *error = path + (text ? ": " + why : ": not found");
        return nullptr;
    }
    return boards.emplace(variant->board, std::move(geometry)).first->second.get();
}

}  // namespace dip
