// The order view's CSV outputs.

#include "ui/views/order/orderview.h"

#include "core/io/csvwriter.h"

#include <climits>
#include <cmath>

namespace pe::ui {

QString OrderView::csvProblem(const QString&) const
{
    return {};
}

void OrderView::writeCsv(const QString&, core::io::CsvWriter& out) const
{
    const OrderSettings& s = settings();
    const core::WordOrderResult r = core::wordOrder(s.language, s.embedDim, static_cast<std::uint64_t>(s.seed),
                                                    s.positions, orderEncoding(inputs().params, s));
    std::vector<std::string> names{"sentence", "position", "token"};
    for (int j = 0; j < s.embedDim; ++j)
        names.push_back("out_" + std::to_string(j));
    out.header(names);
    for (int k = 0; k < 2; ++k) {
        const std::vector<std::string>& tokens = k == 0 ? r.sentences.first : r.sentences.second;
        const Eigen::MatrixXd& o = k == 0 ? r.outFirst : r.outSecond;
        for (size_t i = 0; i < tokens.size() && out.ok(); ++i) {
            out.cell(k + 1);
            out.cell(static_cast<long>(i));
            out.cell(std::string_view(tokens[i]));
            for (int j = 0; j < s.embedDim; ++j)
                out.cell(o(static_cast<long>(i), j));
            out.endRow();
        }
    }
}

} // namespace pe::ui
