#include "ui/plotting/formulaonlynote.h"

#include "core/formula/params.h"
#include "ui/framework/numbers.h"

#include <QCoreApplication>

namespace pe::ui::formulaonly {

namespace {
// lupdate files a tr() call outside a class under the enclosing namespace: the same context here.
QString tr(const char* text)
{
    return QCoreApplication::translate("pe::ui::formulaonly", text);
}
} // namespace

bool tableLoaded(const ViewInputs& inputs)
{
    return inputs.encoding && !inputs.encoding->sinusoidal();
}

QString note(const ViewInputs& inputs)
{
    if (!tableLoaded(inputs))
        return {};
    return tr("The loaded table has no formula: this view shows the sinusoidal encoding at d = %1, n = %2.")
        .arg(numbers::integer(inputs.params.dim))
        .arg(numbers::real(inputs.params.base, 10));
}

QString csvProblem(const ViewInputs& inputs)
{
    if (!tableLoaded(inputs))
        return {};
    return tr("this view describes the sinusoidal formula, and the table loaded with --embeddings has none; run "
              "it without --embeddings");
}

} // namespace pe::ui::formulaonly
