// Every DATC v3.0 chapter 6 case, one Catch2 test (and so one CTest test) per data file in tests/datc,
// named like "DATC 6.A.1"; and every variant's scenario in tests/variants, in the same style, named like
// "Variant chaos-1" (each names its variant in its "rules:" line). A failing case prints its position,
// orders, outcomes and the expected results.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>

#include "rules.h"
#include "scenario.h"
#include "support.h"

namespace {

using dip::test::read_file;

class DatcCase : public Catch::ITestInvoker {
public:
    explicit DatcCase(std::filesystem::path file) : file_(std::move(file)) {}
    void invoke() const override {
        const std::string text = read_file(file_);
        REQUIRE_FALSE(text.empty());
        const dip::ScenarioReport report = dip::run_scenario(text, dip::standard_rules());
        INFO("file: " << file_.string());
        REQUIRE(report.error == "");
        for (const dip::ScenarioStep& step : report.steps) {
            INFO(dip::explain(step));
            CHECK(step.mismatches.empty());
        }
    }

private:
    std::filesystem::path file_;
};

// "6.A.10" sorts after "6.A.9", "chaos-10" after "chaos-9".
bool natural_less(const std::string& a, const std::string& b) {
    auto key = [](const std::string& s) {
        const std::size_t cut = s.find_last_of(".-");
        const std::string number = cut == std::string::npos ? "" : s.substr(cut + 1);
        const bool numeric = !number.empty() && std::all_of(number.begin(), number.end(), ::isdigit);
        return std::make_pair(numeric ? s.substr(0, cut) : s, numeric ? std::stoi(number) : 0);
    };
    return key(a) < key(b);
}

// One test per .txt file of `dir`, named `prefix` and the file's name.
void register_cases(const char* dir, const std::string& prefix, const char* tag) {
    std::vector<std::string> ids;
    for (const auto& entry : std::filesystem::directory_iterator(dir))
        if (entry.path().extension() == ".txt") ids.push_back(entry.path().stem().string());
    std::sort(ids.begin(), ids.end(), natural_less);
    static std::vector<std::unique_ptr<std::string>> names;  // Catch keeps references to the names
    for (const std::string& id : ids) {
        names.push_back(std::make_unique<std::string>(prefix + id));
        Catch::getMutableRegistryHub().registerTest(
            Catch::makeTestCase(new DatcCase(std::filesystem::path(dir) / (id + ".txt")), "",
                                Catch::NameAndTags{*names.back(), tag}, CATCH_INTERNAL_LINEINFO));
    }
}

}  // namespace

int main(int argc, char** argv) {
    register_cases(DATC_DIR, "DATC ", "[datc]");
    register_cases(VARIANT_CASES_DIR, "Variant ", "[variant]");
    return Catch::Session().run(argc, argv);
}
