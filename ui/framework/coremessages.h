#pragma once

#include "core/problem.h"

#include <QString>

namespace pe::core {
class ParameterError;
}
namespace pe::core::io {
class LoadError;
}

namespace pe::ui::coremessages {

/// A problem core/ reported (core/problem.h) in the interface language: one translated template
/// per code, its numbers written by the language's QLocale (numbers.h), an errno as a short
/// phrase of the language. In English, core's own wording (core::describe) is kept: it is the
/// same sentence, with the precisions (`detail`, `wording`) a template does without.
QString text(const core::Problem& problem);

/// A parameter error: its problem.
QString text(const core::ParameterError& error);

/// A load error: "<file>: <problem>".
QString text(const core::io::LoadError& error);

/// An errno as a short phrase of the interface language ("no such file or folder").
QString systemError(int error);

} // namespace pe::ui::coremessages
