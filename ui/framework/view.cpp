#include "ui/framework/view.h"

#include "core/encodings/sinusoidal.h"
#include "core/formula/params.h"
#include "ui/framework/numbers.h"
#include "ui/framework/viewhelpers.h"

#include <QCoreApplication>
#include <QLayout>
#include <qcustomplot.h>

namespace pe::ui {

View::View(const ViewDescriptor& descriptor, QWidget* parent)
    : QWidget(parent)
    , m_descriptor(descriptor)
{
    // Until the controller hands over the state's inputs: the formula at the default parameters.
    m_inputs.encoding = std::make_shared<core::SinusoidalEncoding>(m_inputs.params);
}

void View::setInputs(const ViewInputs& inputs)
{
    const ViewInputs previous = m_inputs;
    m_inputs = inputs;
    inputsChanged(previous);
    emit inputsUpdated();
}

QString View::setSettingText(const QString& key, const QString& text)
{
    const SettingInfo* info = m_descriptor.setting(key);
    if (!info)
        return tr("--%1 is not a setting of the %2 view").arg(key, m_descriptor.id);
    QString normalised;
    if (QString error = checkSettingText(*info, text, m_inputs.params, &normalised); !error.isEmpty())
        return error;
    if (settingText(key) == normalised)
        return {};
    storeSettingText(key, normalised);
    emit settingChanged(key);
    emit updateRequested();
    return {};
}

void View::completeFrame()
{
    // Each run fills in what the previous one left out; a frame that stays pending after a
    // run that could not add anything would be a bug in the view, so the loop is bounded.
    for (int run = 0; run < 8 && framePending(); ++run)
        applyFrame(makeJob()());
}

void View::computeNow()
{
    FramePtr frame = makeJob()();
    for (int run = 0; run < 8 && frame && frame->pending; ++run) {
        adoptFrame(frame);
        frame = makeJob()();
    }
    applyFrame(frame);
}

void View::renderFigure(QCPPainter* painter, const QSize& size)
{
    if (QCustomPlot* plot = primaryPlot())
        paintPlot(plot, painter, size);
}

void View::paintPlot(QCustomPlot* plot, QCPPainter* painter, const QSize& size)
{
    // toPainter lays the figure out at the export's size (the layout pass, figureplot.h) and
    // draws it; the widget gets its own layout back at its next replot.
    const QRect widget = plot->viewport();
    plot->toPainter(painter, size.width(), size.height());
    plot->setViewport(widget);
    layOutPlot(plot);
    plot->replot(QCustomPlot::rpQueuedReplot);
}

void View::layOutPlot(QCustomPlot* plot)
{
    for (auto phase : {QCPLayoutElement::upPreparation, QCPLayoutElement::upMargins, QCPLayoutElement::upLayout})
        plot->plotLayout()->update(phase);
}

void View::renderWidget(QWidget* widget, QCPPainter* painter, const QSize& size)
{
    const QSize old = widget->size();
    widget->resize(size);
    if (QLayout* l = widget->layout())
        l->activate();
    // A figure's plot draws a new size on the next turn of the event loop: drawn now, laid out
    // by its layout pass at the file's size.
    if (auto* plot = qobject_cast<QCustomPlot*>(widget))
        plot->replot(QCustomPlot::rpRefreshHint);
    widget->render(painter, QPoint(), QRegion(), QWidget::DrawChildren);
    widget->resize(old);
    if (QLayout* l = widget->layout())
        l->activate();
}

QString View::caption() const
{
    const auto& p = m_inputs.params;
    if (!m_inputs.encoding->sinusoidal())
        return tr("%1 — learned embeddings %2, L = %3")
            .arg(title(), QString::fromStdString(m_inputs.encoding->describe()))
            .arg(numbers::integer(p.length));
    return tr("%1 — d = %2, n = %3, L = %4, %5 layout")
        .arg(title())
        .arg(numbers::integer(p.dim))
        .arg(numbers::real(p.base, 10))
        .arg(numbers::integer(p.length))
        .arg(helpers::layoutWord(p.layout));
}

QString View::csvProblem(const QString&) const
{
    return {};
}

} // namespace pe::ui
