// The normal equations (XᵀX + ridge·I) w = Xᵀy, solved by Gaussian elimination with partial pivoting.
#include "least_squares.h"

#include <cmath>
#include <utility>

namespace dip::bot {

std::optional<std::vector<double>> least_squares(const std::vector<std::vector<double>>& xs,
                                                 const std::vector<double>& ys, double ridge) {
    if (xs.empty() || xs.size() != ys.size()) return std::nullopt;
    const std::size_t n = xs[0].size();
    // The augmented system [XᵀX + ridge·I | Xᵀy].
    std::vector<std::vector<double>> a(n, std::vector<double>(n + 1, 0.0));
    for (std::size_t e = 0; e < xs.size(); ++e) {
        if (xs[e].size() != n) return std::nullopt;
        for (std::size_t i = 0; i < n; ++i) {
            for (std::size_t j = 0; j < n; ++j) a[i][j] += xs[e][i] * xs[e][j];
            a[i][n] += xs[e][i] * ys[e];
        }
    }
    for (std::size_t i = 0; i < n; ++i) a[i][i] += ridge;
    for (std::size_t col = 0; col < n; ++col) {
        std::size_t pivot = col;
        for (std::size_t r = col + 1; r < n; ++r)
            if (std::abs(a[r][col]) > std::abs(a[pivot][col])) pivot = r;
        if (std::abs(a[pivot][col]) < 1e-12) return std::nullopt;
        std::swap(a[col], a[pivot]);
        for (std::size_t r = 0; r < n; ++r) {
            if (r == col) continue;
            const double k = a[r][col] / a[col][col];
            for (std::size_t c = col; c <= n; ++c) a[r][c] -= k * a[col][c];
        }
    }
    std::vector<double> w(n);
    for (std::size_t i = 0; i < n; ++i) w[i] = a[i][n] / a[i][i];
    return w;
}

}  // namespace dip::bot
