#pragma once
// The names of the Fourier view's choices as its titles and captions say them, in the
// interface language (core's names, "learned-like" or "printed", are the CLI's and the CSV's).

#include "core/embeddingsource.h"
#include "core/fourier.h"

#include <QString>

namespace pe::ui::fourierwords {

/// "sinusoidal source", "learned-like source".
QString source(core::SourceKind kind);

/// The Fourier sum: "printed", "full".
QString sum(core::FourierSum sum);

/// The σ scale: "printed", "matched".
QString sigma(core::SigmaScale sigma);

} // namespace pe::ui::fourierwords
