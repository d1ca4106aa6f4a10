// Fitting a linear model, for the learned evaluation (scripts/fit-evaluation): the weights w that make x·w
// closest to y over the examples, in squares, with a little ridge (ridge · |w|²) to keep rare features tame.
#pragma once

#include <optional>
#include <vector>

namespace dip::bot {

// `xs`: one row of features per example, all of one length; `ys`: each example's target. None when the
// examples do not fix the weights (no examples, or rows of unequal length, or a singular system).
std::optional<std::vector<double>> least_squares(const std::vector<std::vector<double>>& xs,
                                                 const std::vector<double>& ys, double ridge);

}  // namespace dip::bot
