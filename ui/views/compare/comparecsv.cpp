// The compare view's CSV outputs.

#include "ui/views/compare/compareview.h"

#include "core/io/csvwriter.h"
#include "core/parallel.h"
#include "ui/framework/numbers.h"
#include "ui/plotting/figurepanels.h"

#include <cmath>

namespace pe::ui {

using panels::num;

namespace {
/// Largest L x (d/2) cosine terms the CSV evaluates per scheme.
constexpr double kMaxCsvTerms = 2.0e9;
} // namespace

QString CompareView::csvProblem(const QString&) const
{
    if (!settings().models.trimmed().isEmpty()) {
        QStringList names;
        if (const QString problem = parseModelList(settings().models, &names); !problem.isEmpty())
            return tr("--models: %1").arg(problem);
        const auto& f = frame();
        if (f && f->models)
            for (const ModelTerm& t : *f->models)
                if (!t.problem.isEmpty())
                    return t.problem;
        return {};
    }
    std::vector<Scheme> schemes;
    if (const QString problem = parseSchemes(settings().schemes, &schemes); !problem.isEmpty())
        return tr("--schemes: %1").arg(problem);
    const CompareTerms probe(inputs().params, inputs().encoding, {});
    for (const Scheme s : schemes)
        if (const QString problem = probe.problem(s); !problem.isEmpty())
            return problem;
    const double terms = static_cast<double>(inputs().params.length) * std::max(1, inputs().params.dim / 2);
    if (terms > kMaxCsvTerms)
        return tr("the comparison CSV would evaluate L × d/2 = %1 cosines per scheme; the limit is %2. Lower "
                  "--length or --d.")
            .arg(num(terms))
            .arg(num(kMaxCsvTerms));
    return {};
}

void CompareView::writeCsv(const QString&, core::io::CsvWriter& out) const
{
    if (!settings().models.trimmed().isEmpty()) {
        QStringList names;
        parseModelList(settings().models, &names);
        const auto& f = frame();
        const std::vector<ModelTerm> terms =
            f && f->models && f->params == inputs().params ? *f->models : prepareModelTerms(names, inputs().params);
        std::vector<std::string> header{"offset"};
        for (const ModelTerm& t : terms)
            header.push_back(t.name.toStdString());
        out.header(header);
        for (long t = 0; t < inputs().params.length && out.ok(); ++t) {
            out.cell(t);
            for (const ModelTerm& m : terms) {
                if (m.scheme == core::models::PositionScheme::T5)
                    out.cell(static_cast<int>(modelTermAt(m, t)));
                else
                    out.cell(modelTermAt(m, t));
            }
            out.endRow();
        }
        return;
    }
    std::vector<Scheme> schemes;
    parseSchemes(settings().schemes, &schemes);
    const CompareTerms* reuse = frame() ? frame()->terms.get() : nullptr;
    const CompareTerms terms(inputs().params, inputs().encoding, schemes, reuse);
    const long length = inputs().params.length;
    std::vector<std::vector<double>> columns(schemes.size(), std::vector<double>(static_cast<size_t>(length)));
    for (size_t c = 0; c < schemes.size(); ++c)
        core::parallelFor(length, 1024, [&](long begin, long end) {
            for (long t = begin; t < end; ++t)
                columns[c][static_cast<size_t>(t)] = terms.at(schemes[c], t);
        });
    std::vector<std::string> header{"offset"};
    for (const Scheme s : schemes)
        header.push_back(schemeName(s).toStdString());
    out.header(header);
    for (long t = 0; t < length && out.ok(); ++t) {
        out.cell(t);
        for (size_t c = 0; c < schemes.size(); ++c) {
            if (schemes[c] == Scheme::T5)
                out.cell(static_cast<int>(columns[c][static_cast<size_t>(t)]));
            else
                out.cell(columns[c][static_cast<size_t>(t)]);
        }
        out.endRow();
    }
}

} // namespace pe::ui
