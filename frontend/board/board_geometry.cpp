// Board drawings, one per board, shared by its variants (whose provinces are the board's own).
#include "board_geometry.h"

#include <map>
#include <memory>

#include "catalogue.h"
#include "embedded_files.h"

namespace dip {

const MapGeometry* geometry_for(const VariantInfo& variant, std::string* error) {
    static std::map<std::string, std::unique_ptr<MapGeometry>, std::less<>> boards;
    if (!compiled_variant(*variant.rules)) {  // its board's drawing would not be among the program's files
        if (error) *error = "a variant that is not in the catalogue";
        return nullptr;
    }
    if (const auto it = boards.find(variant.board); it != boards.end()) return it->second.get();
    const std::string path = "boards/" + variant.board + "/board.geo";
    const std::optional<std::string_view> text = find_file(frontend_assets(), path);
    auto geometry = std::make_unique<MapGeometry>();
    std::string why;
    if (!text || !geometry->parse(*text, variant.map, why)) {
        if (error) *error = path + (text ? ": " + why : ": not found");
        return nullptr;
    }
    return boards.emplace(variant.board, std::move(geometry)).first->second.get();
}

const MapGeometry* geometry_for(const Rules& rules, std::string* error) {
    if (rules.variant()) return geometry_for(*rules.variant(), error);
    if (error) *error = "rules of no variant of the catalogue";
    return nullptr;
}

}  // namespace dip
