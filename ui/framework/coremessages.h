#pragma once

#include <QString>

#include <string>

namespace pe::ui::coremessages {

/// A message of core/ (Qt-free, in English: ParameterError's "X = V is out of range: RULE" and
/// the like) in the interface language. Core messages follow the English templates of the table
/// in coremessages.cpp, whose numbers and names are the arguments; a message that matches none
/// is returned as it is (in English), so that nothing is lost.
QString translate(const std::string& message);

/// True when `message` matches one of the templates (tests keep core and the table in step).
bool isKnown(const std::string& message);

} // namespace pe::ui::coremessages
