// Test helper: runs a scenario (position format with "=> result" and "expect:") and fails with its whole
// story when an expectation does not hold.
#pragma once

#include <catch2/catch.hpp>

#include "rules.h"
#include "scenario.h"

inline dip::ScenarioReport check_scenario(const std::string& text, const dip::Rules& rules = dip::standard_rules()) {
    dip::ScenarioReport report = dip::run_scenario(text, rules);
    INFO(text);
    REQUIRE(report.error == "");
    for (const dip::ScenarioStep& step : report.steps) {
        INFO(dip::explain(step));
        CHECK(step.mismatches.empty());
    }
    return report;
}
