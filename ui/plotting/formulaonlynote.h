#pragma once
// Views about the sinusoidal formula itself (its terms, its wavelengths) have nothing to show
// of a loaded table: they say so on the figure and refuse their CSVs instead of pretending.

#include "ui/framework/viewinputs.h"

#include <QString>

namespace pe::ui::formulaonly {

/// True when the inputs analyse a loaded table (no formula).
bool tableLoaded(const ViewInputs& inputs);
/// "The loaded table has no formula: this view shows the sinusoidal encoding at d = …, n = …",
/// or an empty string when no table is loaded.
QString note(const ViewInputs& inputs);
/// The csvProblem of such a view: names --embeddings; empty when no table is loaded.
QString csvProblem(const ViewInputs& inputs);

} // namespace pe::ui::formulaonly
