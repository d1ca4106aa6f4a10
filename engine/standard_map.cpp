// The standard map, parsed on first use from the text of assets/boards/standard/board.map embedded at build time.
#include "map.h"

namespace dip {

extern const char* const kStandardMapText;  // generated from assets/boards/standard/board.map by CMake

const Map& standard_map() {
    static const Map map = Map::parse(kStandardMapText);
    return map;
}

}  // namespace dip
