#include "ui/views/binary/binaryview.h"

#include "ui/framework/appstate.h"
#include "ui/views/binary/binaryfigure.h"
#include "core/encoding.h"
#include "ui/plotting/opaqueplot.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCommandLineParser>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QTextStream>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace pe::ui {

namespace {
const QString kBits = QStringLiteral("bits");
const QString kExact = QStringLiteral("exact-binary");
const QString kOrder = QStringLiteral("bit-order");
const QString kChanges = QStringLiteral("csv-changes");

/// Cells of the heatmaps: one per device pixel at most, whatever the size of the plot yet.
int pixelsOr(int pixels, int fallback)
{
    return std::clamp(pixels > 32 ? pixels : fallback, 16, 2048);
}
} // namespace

BinaryView::BinaryView(AppState* state, QWidget* parent)
    : View(state, parent)
    , m_plot(new OpaquePlot(this))
    , m_figure(new BinaryFigure(m_plot))
    , m_frame(std::make_shared<BinaryFrame>())
{
    auto* bitsLabel = new QLabel(tr("B&its:"), this);
    m_bitsSpin = new QSpinBox(this);
    m_bitsSpin->setRange(core::BinaryParams::minBits, core::BinaryParams::maxBits);
    m_bitsSpin->setValue(m_binary.bits);
    m_bitsSpin->setToolTip(tr("b, the number of bits: the counting table holds the integers 0 … 2^b − 1 "
                              "(2 to 10 bits)."));
    bitsLabel->setBuddy(m_bitsSpin);
    m_exactBox = new QCheckBox(tr("E&xact binary: ω_k = π / 2^k"), this);
    m_exactBox->setToolTip(tr("Replace the encoding's frequencies n^(−2k/d) by π / 2^k: the wave of pair k then "
                              "has a period of 2^(k+1) positions, like bit k, and sin(ω_k (t + ½)) < 0 "
                              "gives bit k exactly."));
    auto* orderLabel = new QLabel(tr("Bit o&rder:"), this);
    m_orderBox = new QComboBox(this);
    m_orderBox->addItem(tr("MSB first, big-endian (8 = 1000, article 000)"),
                        static_cast<int>(core::BitOrder::MsbFirst));
    m_orderBox->addItem(tr("LSB first, little-endian (1 = 1000, article 004)"),
                        static_cast<int>(core::BitOrder::LsbFirst));
    m_orderBox->setToolTip(tr("The order in which bits (and the PE pairs beside them) are written left to right. "
                              "LSB first puts the fastest bit first, like dimension 0 of the encoding; article "
                              "004 writes its table this way and calls it big-endian."));
    orderLabel->setBuddy(m_orderBox);

    m_bitsSpin->setObjectName(QStringLiteral("bitsSpin"));
    m_exactBox->setObjectName(QStringLiteral("exactBox"));
    m_orderBox->setObjectName(QStringLiteral("orderBox"));

    auto* bar = new QHBoxLayout;
    bar->addWidget(bitsLabel);
    bar->addWidget(m_bitsSpin);
    bar->addSpacing(12);
    bar->addWidget(m_exactBox);
    bar->addSpacing(12);
    bar->addWidget(orderLabel);
    bar->addWidget(m_orderBox);
    bar->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    layout->addWidget(m_plot, 1);

    connect(m_bitsSpin, qOverload<int>(&QSpinBox::valueChanged), this, &BinaryView::setBits);
    connect(m_exactBox, &QCheckBox::toggled, this, &BinaryView::setExactBinary);
    connect(m_orderBox, qOverload<int>(&QComboBox::currentIndexChanged), this,
            [this] { setBitOrder(static_cast<core::BitOrder>(m_orderBox->currentData().toInt())); });
}

BinaryView::~BinaryView() = default;

QString BinaryView::title() const
{
    return tr("Binary bits");
}

QString BinaryView::summary() const
{
    return tr("Counting in binary: bit j flips every 2^j steps, as the PE pairs oscillate more and more slowly; "
              "with ω_k = π / 2^k the thresholded waves are the bits.");
}

void BinaryView::setBits(int bits)
{
    bits = std::clamp(bits, core::BinaryParams::minBits, core::BinaryParams::maxBits);
    if (bits == m_binary.bits)
        return;
    m_binary.bits = bits;
    const QSignalBlocker blocker(m_bitsSpin);
    m_bitsSpin->setValue(bits);
    emit updateRequested();
}

void BinaryView::setExactBinary(bool exact)
{
    if (exact == m_binary.exactBinary)
        return;
    m_binary.exactBinary = exact;
    const QSignalBlocker blocker(m_exactBox);
    m_exactBox->setChecked(exact);
    emit updateRequested();
}

void BinaryView::setBitOrder(core::BitOrder order)
{
    if (order == m_binary.order)
        return;
    m_binary.order = order;
    const QSignalBlocker blocker(m_orderBox);
    m_orderBox->setCurrentIndex(m_orderBox->findData(static_cast<int>(order)));
    emit updateRequested();
}

View::Job BinaryView::makeJob()
{
    const core::EncodingParams params = state()->params();
    const core::BinaryParams binary = m_binary;
    const long position = static_cast<long>(state()->position());
    const double dpr = m_plot->devicePixelRatioF();
    const int rowsPx = pixelsOr(static_cast<int>(m_figure->bitMap()->keyAxis()->axisRect()->height() * dpr),
                                static_cast<int>(m_plot->height() * 0.55 * dpr));
    const int dimsPx = pixelsOr(static_cast<int>(m_figure->peMap()->keyAxis()->axisRect()->width() * dpr),
                                static_cast<int>(m_plot->width() * 0.3 * dpr));
    const std::shared_ptr<const BinaryFrame> shown = m_frame;
    return [=]() -> std::any {
        // Only t moved: the heatmaps, table and bars stay as they are.
        if (shown->rowsPx == rowsPx && shown->dimsPx == dimsPx && shown->params == params &&
            shown->binary.bits == binary.bits && shown->binary.exactBinary == binary.exactBinary &&
            shown->binary.order == binary.order)
            return std::shared_ptr<const BinaryFrame>(atPosition(*shown, position));
        auto f = std::make_shared<BinaryFrame>();
        f->rowsPx = rowsPx;
        f->dimsPx = dimsPx;
        f->params = params;
        f->binary = binary;
        f->position = position;
        f->table = core::countingTable(params, binary);
        f->positions = core::BlockAxis::fit(0, params.length, rowsPx);
        // The bits heatmap depends on L, b, the bit order and its height only: a new n or d
        // leaves the one on screen (and its image) as it is.
        const bool sameBits = shown->rowsPx == rowsPx && shown->params.length == params.length &&
                              shown->binary.bits == binary.bits && shown->binary.order == binary.order &&
                              shown->bits.rows() > 0;
        f->bits = sameBits ? shown->bits : core::bitGrid(f->positions, binary.bits);
        f->pe = core::sampleColumns(core::binaryColumnSpec(params, binary.exactBinary), f->positions,
                                    core::BlockAxis::fit(0, params.dim, dimsPx));
        f->counts = core::changeCounts(params, binary);
        buildMapData(*f, !sameBits);
        return std::shared_ptr<const BinaryFrame>(f);
    };
}

QString BinaryView::note() const
{
    const core::CountingTable& t = m_frame->table;
    if (t.pairs == 0)
        return {};
    const auto [lo, hi] = std::minmax_element(t.agreement.begin(), t.agreement.end());
    QString text;
    if (*lo == t.rows()) {
        text = tr("thr k = 1 where sin(ω_k (t + ½)) < 0: it equals bit k on all %1 rows for every k,\n"
                  "the waves reproduce the bits exactly.")
                   .arg(t.rows());
    } else {
        QStringList parts;
        for (int k = 0; k < t.pairs; ++k)
            parts << QStringLiteral("%1/%2").arg(t.agreement[k]).arg(t.rows());
        const QString matches =
            t.pairs <= 5 ? parts.join(QStringLiteral(", ")) : tr("%1 to %2 of %3").arg(*lo).arg(*hi).arg(t.rows());
        text = tr("thr k = 1 where sin(ω_k (t + ½)) < 0: it equals bit k on %1 rows (dark cells differ).\n"
                  "Exact binary frequencies make them agree.")
                   .arg(matches);
    }
    if (t.pairs < t.bits)
        text += tr(" Only %1 pairs exist for d = %2.").arg(t.pairs).arg(m_frame->params.dim);
    return text;
}

void BinaryView::applyResult(const std::any& any)
{
    m_frame = std::any_cast<std::shared_ptr<const BinaryFrame>>(any);
    if (m_frame->positionOnly) {
        m_figure->movePosition(*m_frame);
        return;
    }
    const auto& p = m_frame->params;
    const QString freq = m_frame->binary.exactBinary
                             ? tr("exact binary ω_k = π / 2^k")
                             : tr("ω_k = n^(−2k/d), n = %1").arg(QString::fromStdString(core::formatNumber(p.base)));
    const QString title = tr("Counting in binary vs the positional encoding: b = %1 bits, d = %2, L = %3, %4")
                              .arg(m_frame->binary.bits)
                              .arg(p.dim)
                              .arg(p.length)
                              .arg(freq);
    const QString text = note();
    m_figure->show(*m_frame, title, text);
}

QString BinaryView::caption() const
{
    return tr("%1, b = %2 bits, %3, %4")
        .arg(View::caption())
        .arg(m_binary.bits)
        .arg(m_binary.exactBinary ? tr("exact binary frequencies") : tr("encoding frequencies"),
             m_binary.order == core::BitOrder::MsbFirst ? tr("MSB first") : tr("LSB first"));
}

QString BinaryView::csvProblem() const
{
    const auto& p = state()->params();
    if (static_cast<qint64>(p.length) * p.dim > kMaxCsvCells)
        return tr("The CSV of the signs would hold L × d = %1 values; the limit is %2. Lower L or d.")
            .arg(static_cast<qint64>(p.length) * p.dim)
            .arg(kMaxCsvCells);
    return {};
}

void BinaryView::writeCsv(QTextStream& out) const
{
    const auto& p = state()->params();
    const int b = m_binary.bits;
    out << "position";
    for (int j = 0; j < b; ++j)
        out << ",bit" << j;
    for (int c = 0; c < p.dim; ++c)
        out << ",sign_dim" << c;
    out << '\n';
    const core::ColumnSpec spec = core::binaryColumnSpec(p, m_binary.exactBinary);
    QByteArray line;
    for (long t = 0; t < p.length; ++t) {
        line.setNum(static_cast<qlonglong>(t));
        for (int j = 0; j < b; ++j)
            line.append(core::bitOf(t, j) ? ",1" : ",0");
        for (int c = 0; c < p.dim; ++c) {
            const double a = core::reducedAngle(spec.omegas[c], static_cast<double>(t));
            const int s = core::signOf(spec.sines[c] ? std::sin(a) : std::cos(a));
            line.append(s > 0 ? ",1" : s < 0 ? ",-1" : ",0");
        }
        line.append('\n');
        out << QString::fromLatin1(line);
    }
}

QStringList BinaryView::extraCsvOptionNames()
{
    return {kChanges};
}

void BinaryView::writeExtraCsv(const QString& option, QTextStream& out) const
{
    if (option != kChanges)
        return;
    const core::ChangeCounts counts = core::changeCounts(state()->params(), m_binary);
    out << "kind,index,changes\n";
    for (std::size_t j = 0; j < counts.bitFlips.size(); ++j)
        out << "bit," << j << ',' << counts.bitFlips[j] << '\n';
    for (std::size_t c = 0; c < counts.signChanges.size(); ++c)
        out << "dim," << c << ',' << counts.signChanges[c] << '\n';
}

QList<QCommandLineOption> BinaryView::commandLineOptions()
{
    return {
        QCommandLineOption(kBits, tr("binary: number of bits b, 2 to 10 (default 4)."), tr("b")),
        QCommandLineOption(kExact, tr("binary: use the exact binary frequencies pi / 2^k.")),
        QCommandLineOption(kOrder, tr("binary: msb-first (big-endian, default) or lsb-first (little-endian)."),
                           tr("order")),
    };
}

QString BinaryView::applyCliOptions(const QCommandLineParser& parser)
{
    if (parser.isSet(kBits)) {
        bool ok = false;
        const QString text = parser.value(kBits);
        const int bits = text.toInt(&ok);
        if (!ok || bits < core::BinaryParams::minBits || bits > core::BinaryParams::maxBits)
            return tr("--bits: '%1' is not an integer from %2 to %3")
                .arg(text)
                .arg(core::BinaryParams::minBits)
                .arg(core::BinaryParams::maxBits);
        setBits(bits);
    }
    if (parser.isSet(kOrder)) {
        const auto order = core::parseBitOrder(parser.value(kOrder).toStdString());
        if (!order)
            return tr("--bit-order: '%1' is not a bit order (use msb-first or lsb-first)").arg(parser.value(kOrder));
        setBitOrder(*order);
    }
    setExactBinary(parser.isSet(kExact));
    return {};
}

} // namespace pe::ui
