// Computer players thinking in the browser's Web Workers (see worker_thinker.cpp).
#pragma once

#include <memory>

#include "computer_thinker.h"

namespace dip {

std::unique_ptr<ComputerThinker> worker_thinker();

}  // namespace dip
