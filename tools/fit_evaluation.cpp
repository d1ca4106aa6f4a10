// dip_fit_evaluation: fits the learned evaluation's weights (engine/bot/search/evaluation.h) to the examples that
// dip_arena --record wrote (engine/bot/training/fit_rows.h), and writes them as engine/bot/search/learned_weights.h.
// Prints how well each judge foretells the centres owned three years on, over the seeds held out of the fit (every
// fifth), then fits again on every example for the weights it writes. Run by scripts/fit-evaluation. Native only.
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "bot/search/features.h"
#include "bot/training/fit_rows.h"
#include "bot/training/least_squares.h"

namespace {

using namespace dip::bot;

const char* kUsage =
    "usage: dip_fit_evaluation [--ridge X] [--out FILE] [--command TEXT] RECORD...\n"
    "  RECORD          files written by dip_arena --record\n"
    "  --ridge X       the fit's ridge (default 1)\n"
    "  --out FILE      the header to write (default: none, only the report)\n"
    "  --command TEXT  the command that made the examples, written into the header\n";

bool held_out(const FitRow& row) { return row.seed % 5 == 0; }

std::vector<double> features_of(const FitRow& row) { return {row.features.begin(), row.features.end()}; }

double predict(const std::vector<double>& w, const FitRow& row) {
    double sum = 0;
    for (int i = 0; i < kFeatureCount; ++i) sum += w[static_cast<std::size_t>(i)] * row.features[i];
    return std::max(sum, 0.0);
}

// Root mean square error and the share of the targets' variance explained, over the held-out rows.
void report(const char* name, const std::vector<double>& w, const std::vector<FitRow>& rows) {
    double n = 0, mean = 0;
    for (const FitRow& r : rows) n += 1, mean += r.target;
    mean /= std::max(n, 1.0);
    double error = 0, variance = 0;
    for (const FitRow& r : rows) {
        error += std::pow(predict(w, r) - r.target, 2);
        variance += std::pow(r.target - mean, 2);
    }
    std::printf("  %-44s error %.3f centres, explains %.1f%%\n", name, std::sqrt(error / std::max(n, 1.0)),
                100 * (1 - error / std::max(variance, 1e-9)));
}

std::optional<std::vector<double>> fit(const std::vector<FitRow>& rows, double ridge) {
    std::vector<std::vector<double>> xs;
    std::vector<double> ys;
    for (const FitRow& r : rows) {
        xs.push_back(features_of(r));
        ys.push_back(r.target);
    }
    return least_squares(xs, ys, ridge);
}

}  // namespace

int main(int argc, char** argv) {
    double ridge = 1;
    std::string out, command;
    std::vector<FitRow> rows;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if ((a == "--ridge" || a == "--out" || a == "--command") && i + 1 < argc) {
            const std::string v = argv[++i];
            if (a == "--ridge") ridge = std::stod(v);
            else (a == "--out" ? out : command) = v;
            continue;
        }
        std::ifstream in(a);
        if (!in || a.starts_with("--")) {
            std::cerr << (in ? "" : "cannot read " + a + "\n") << kUsage;
            return 2;
        }
        std::string line;
        for (int number = 1; std::getline(in, line); ++number) {
            const std::optional<FitRow> row = fit_row_from_text(line);
            if (!row) {
                std::cerr << a << ":" << number << ": not an example: " << line << "\n";
                return 1;
            }
            rows.push_back(*row);
        }
    }
    std::vector<FitRow> train, test;
    for (const FitRow& r : rows) (held_out(r) ? test : train).push_back(r);
    const std::optional<std::vector<double>> trained = fit(train, ridge);
    const std::optional<std::vector<double>> whole = fit(rows, ridge);
    if (!trained || !whole || test.empty()) {
        std::cerr << "dip_fit_evaluation: too few examples to fit (" << rows.size() << ")\n";
        return 1;
    }
    std::printf("%zu examples; fitted on %zu, judged on the %zu of every fifth seed\n", rows.size(), train.size(),
                test.size());
    std::printf("Foretelling the centres owned %d years on:\n", kFitYearsAhead);
    std::vector<double> held(kFeatureCount, 0.0), hand(kFeatureCount, 0.0);
    held[kHeld] = hand[kHeld] = 1;  // the hand-made judge's strength in centres: 4 a centre, -2, +1 (quarters)
    hand[kThreatened] = -0.5;
    hand[kOpenings] = 0.25;
    report("the centres held now", held, test);
    report("the hand-made judge's strength", hand, test);
    report("the learned judge (fitted without these seeds)", *trained, test);
    std::printf("Weights fitted on every example (centres):\n");
    for (int i = 0; i < kFeatureCount; ++i)
        std::printf("  %-11s %8.3f\n", std::string(kFeatureNames[i]).c_str(), (*whole)[static_cast<std::size_t>(i)]);
    if (out.empty()) return 0;
    std::ofstream header(out);
    header
        << "// The learned evaluation's weights (evaluation.h), in thousandths of a centre, by feature (features.h).\n"
        << "// Written by scripts/fit-evaluation: fitted to " << rows.size()
        << " examples of bot-against-bot games made by\n//   " << command << "\n// Do not edit; run the script again.\n"
        << "#pragma once\n\n#include <array>\n#include <cstdint>\n\n#include \"features.h\"\n\n"
        << "namespace dip::bot {\n\ninline constexpr std::array<std::int32_t, kFeatureCount> kLearnedWeights = {";
    for (int i = 0; i < kFeatureCount; ++i)
        header << (i ? ", " : "") << std::lround(1000 * (*whole)[static_cast<std::size_t>(i)]);
    header << "};\n\n}  // namespace dip::bot\n";
    if (!header.flush()) {
        std::cerr << "dip_fit_evaluation: cannot write " << out << "\n";
        return 1;
    }
    return 0;
}
