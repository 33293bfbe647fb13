// The inspector view's CSV outputs.

#include "ui/views/inspector/inspectorview.h"

#include "core/io/csvwriter.h"
#include "ui/framework/numbers.h"
#include "ui/framework/viewhelpers.h"
#include "ui/plotting/formulaonlynote.h"
#include "ui/views/inspector/inspectorfigure.h"

#include <algorithm>

namespace pe::ui {

namespace {
const QString kDivisorsCsv = QStringLiteral("csv-divisors");
const QString kSentenceCsv = QStringLiteral("csv-sentence");
} // namespace

QString InspectorView::csvProblem(const QString& option) const
{
    Q_UNUSED(option);
    return formulaonly::csvProblem(inputs());
}

void InspectorView::writeCsv(const QString& option, core::io::CsvWriter& out) const
{
    if (option.isEmpty()) {
        out.header({"dim", "i", "exponent", "divisor", "argument", "function", "value"});
        for (const core::InspectorRow& r : m_rowsModel->rows()) {
            out.cell(r.dim);
            out.cell(r.pair);
            out.cell(r.exponent);
            out.cell(r.divisor);
            out.cell(r.argument);
            out.cell(r.sine ? "sin" : "cos");
            out.cell(r.value);
            out.endRow();
        }
    } else if (option == kDivisorsCsv) {
        out.header({"i", "sin_dim", "cos_dim", "exponent", "divisor", "wavelength"});
        for (const core::DivisorRow& r : m_divisorModel->rows()) {
            out.cell(r.pair);
            out.cell(r.sineDim);
            if (r.cosineDim < 0)
                out.empty();
            else
                out.cell(r.cosineDim);
            out.cell(r.exponent);
            out.cell(r.divisor);
            out.cell(r.wavelength);
            out.endRow();
        }
    } else if (option == kSentenceCsv) {
        const core::SentenceMatrix& m = m_sentenceModel->matrix();
        std::vector<std::string> header{"word", "k"};
        for (int j = 0; j < m.values.cols(); ++j)
            header.push_back("dim" + std::to_string(j));
        out.header(header);
        for (int t = 0; t < m.values.rows() && out.ok(); ++t) {
            out.cell(m.words[t]);
            out.cell(t);
            for (int j = 0; j < m.values.cols(); ++j)
                out.cell(m.values(t, j));
            out.endRow();
        }
    }
}

} // namespace pe::ui
