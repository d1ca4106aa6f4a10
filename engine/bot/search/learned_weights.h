// The learned evaluation's weights (evaluation.h), in thousandths of a centre, by feature (features.h).
// Written by scripts/fit-evaluation: fitted to 137882 examples of bot-against-bot games made by
//   scripts/fit-evaluation 100
// Do not edit; run the script again.
#pragma once

#include <array>
#include <cstdint>

#include "features.h"

namespace dip::bot {

inline constexpr std::array<std::int32_t, kFeatureCount> kLearnedWeights = {809, -622, 409, -23, 264, -187, 38};

}  // namespace dip::bot
