<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CoreMessage</name>
    <message>
        <source>%1 = %2 is out of range: it must be an integer from %3 to %4</source>
        <translation>%1 = %2 超出范围：应为 %3 到 %4 之间的整数</translation>
    </message>
    <message>
        <source>%1 = %2 is out of range: it must be an even integer from %3 to %4</source>
        <translation>%1 = %2 超出范围：应为 %3 到 %4 之间的偶数</translation>
    </message>
    <message>
        <source>%1 = %2 is out of range: it must be a number from %3 to %4</source>
        <translation>%1 = %2 超出范围：应为 %3 到 %4 之间的数</translation>
    </message>
    <message>
        <source>%1 = %2 is out of range: it must be a finite number greater than %3 and at most %4</source>
        <translation>%1 = %2 超出范围：应为大于 %3 且不超过 %4 的有限数</translation>
    </message>
    <message>
        <source>%1 = %2 is out of range: it must be 0 (unset) or an integer from %3 to %4</source>
        <translation>%1 = %2 超出范围：应为 0（未设置）或 %3 到 %4 之间的整数</translation>
    </message>
    <message>
        <source>%1 has %2 items, %3 are needed</source>
        <translation>%1 有 %2 项，需要 %3 项</translation>
    </message>
    <message>
        <source>%1: factor %2 is %3, every factor must be a finite number greater than 0</source>
        <translation>%1：第 %2 个因子为 %3，每个因子都应为大于 0 的有限数</translation>
    </message>
    <message>
        <source>the encoding&apos;s d = %1 differs from the embedding&apos;s d = %2</source>
        <translation>编码的 d = %1 与嵌入的 d = %2 不同</translation>
    </message>
    <message>
        <source>the two sentences do not hold the same words</source>
        <translation>两个句子所含的词不同</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>cannot list the folder: %1</source>
        <translation>无法列出文件夹内容：%1</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <source>empty file</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>larger than %1 bytes</source>
        <translation>大于 %1 字节</translation>
    </message>
    <message>
        <source>the file ends at byte %1, %2 were expected</source>
        <translation>文件在第 %1 字节处结束，应有 %2 字节</translation>
    </message>
    <message>
        <source>truncated data</source>
        <translation>数据被截断</translation>
    </message>
    <message>
        <source>truncated data: %1 bytes needed, %2 remain</source>
        <translation>数据被截断：需要 %1 字节，只剩 %2 字节</translation>
    </message>
    <message>
        <source>unknown extension %1: %2 is needed</source>
        <translation>未知扩展名 %1：需要 %2</translation>
    </message>
    <message>
        <source>not a model: open a folder, a config.json, or a %1 file</source>
        <translation>不是模型：请打开文件夹、config.json 或 %1 文件</translation>
    </message>
    <message>
        <source>not a %1 file (wrong magic)</source>
        <translation>不是 %1 文件（文件签名不符）</translation>
    </message>
    <message>
        <source>unsupported %1 version %2</source>
        <translation>不支持的 %1 版本 %2</translation>
    </message>
    <message>
        <source>truncated header</source>
        <translation>文件头被截断</translation>
    </message>
    <message>
        <source>truncated header: %1 bytes needed, %2 remain</source>
        <translation>文件头被截断：需要 %1 字节，只剩 %2 字节</translation>
    </message>
    <message>
        <source>header larger than 100 MB (%1 bytes)</source>
        <translation>文件头超过 100 MB（%1 字节）</translation>
    </message>
    <message>
        <source>malformed header</source>
        <translation>文件头格式错误</translation>
    </message>
    <message>
        <source>malformed header (byte %1 of the header)</source>
        <translation>文件头格式错误（文件头第 %1 字节）</translation>
    </message>
    <message>
        <source>invalid JSON at line %1, column %2</source>
        <translation>JSON 无效：第 %1 行第 %2 列</translation>
    </message>
    <message>
        <source>the header&apos;s sizes or offsets contradict the data</source>
        <translation>文件头中的大小或偏移与数据不符</translation>
    </message>
    <message>
        <source>the header&apos;s sizes or offsets for %1 contradict the data</source>
        <translation>文件头中 %1 的大小或偏移与数据不符</translation>
    </message>
    <message>
        <source>unsupported element type %1</source>
        <translation>不支持的元素类型 %1</translation>
    </message>
    <message>
        <source>tensor %1: unsupported element type %2</source>
        <translation>张量 %1：不支持的元素类型 %2</translation>
    </message>
    <message>
        <source>%1 has a %2-D shape %3: a 2-D matrix (positions x dimensions) is needed</source>
        <translation>%1 的形状 %3 是 %2 维的：需要二维矩阵（位置 × 维度）</translation>
    </message>
    <message>
        <source>no tensor named %1 (2-D tensors: %2)</source>
        <translation>没有名为 %1 的张量（二维张量：%2）</translation>
    </message>
    <message>
        <source>found no position table (2-D tensors: %1); choose one with --tensor</source>
        <translation>未找到位置表（二维张量：%1）；请用 --tensor 选择一个</translation>
    </message>
    <message>
        <source>several position tables: %1; choose one with --tensor</source>
        <translation>有多个位置表：%1；请用 --tensor 选择一个</translation>
    </message>
    <message>
        <source>--tensor does not apply: a %1 file holds one table</source>
        <translation>--tensor 不适用：%1 文件只含一个表</translation>
    </message>
    <message>
        <source>no weights in the folder (model.safetensors, its index, *.safetensors, *.npz, *.gguf or *.npy)</source>
        <translation>文件夹中没有权重文件（model.safetensors、其索引、*.safetensors、*.npz、*.gguf 或 *.npy）</translation>
    </message>
    <message>
        <source>several weights files; open one of them</source>
        <translation>有多个权重文件；请打开其中一个</translation>
    </message>
    <message>
        <source>several weights files: %1; open one of them</source>
        <translation>有多个权重文件：%1；请打开其中一个</translation>
    </message>
    <message>
        <source>not a number: %1 at line %2, field %3</source>
        <translation>不是数字：第 %2 行第 %3 个字段的 %1</translation>
    </message>
    <message>
        <source>empty field at line %1, field %2</source>
        <translation>第 %1 行第 %2 个字段为空</translation>
    </message>
    <message>
        <source>value %1 out of range at line %2, field %3</source>
        <translation>第 %2 行第 %3 个字段的值 %1 超出范围</translation>
    </message>
    <message>
        <source>line %1 has %2 fields, %3 were expected</source>
        <translation>第 %1 行有 %2 个字段，应为 %3 个</translation>
    </message>
    <message>
        <source>blank line %1 inside the data</source>
        <translation>数据中间有空行（第 %1 行）</translation>
    </message>
    <message>
        <source>ambiguous CSV dialect (separator and decimal mark: %1); convert it to &apos;,&apos; and &apos;.&apos;</source>
        <translation>CSV 格式有歧义（分隔符与小数点：%1）；请转换为 &apos;,&apos; 和 &apos;.&apos;</translation>
    </message>
    <message>
        <source>empty matrix (%1 rows, %2 columns)</source>
        <translation>矩阵为空（%1 行，%2 列）</translation>
    </message>
    <message>
        <source>matrix too large (%1 x %2)</source>
        <translation>矩阵过大（%1 × %2）</translation>
    </message>
    <message>
        <source>%1 value at row %2, column %3</source>
        <translation>第 %2 行第 %3 列的值为 %1</translation>
    </message>
    <message>
        <source>not a readable .npz (zip) archive</source>
        <translation>不是可读的 .npz（zip）归档</translation>
    </message>
    <message>
        <source>the archive holds no .npy member</source>
        <translation>归档中没有 .npy 成员</translation>
    </message>
    <message>
        <source>%1: missing</source>
        <translation>%1：缺失</translation>
    </message>
    <message>
        <source>%1: missing (%2 needs it)</source>
        <translation>%1：缺失（%2 需要它）</translation>
    </message>
    <message>
        <source>%1: %2 expected</source>
        <translation>%1：应为%2</translation>
    </message>
    <message>
        <source>%1: item %2 is not a finite number greater than 0</source>
        <translation>%1：第 %2 项不是大于 0 的有限数</translation>
    </message>
    <message>
        <source>%1: %2 is not a whole number from %3 to %4</source>
        <translation>%1：%2 不是 %3 到 %4 之间的整数</translation>
    </message>
    <message>
        <source>%1: %2 is not greater than %3</source>
        <translation>%1：%2 不大于 %3</translation>
    </message>
    <message>
        <source>%1: %2 is below %3</source>
        <translation>%1：%2 小于 %3</translation>
    </message>
    <message>
        <source>%1: %2 is more than %3</source>
        <translation>%1：%2 大于 %3</translation>
    </message>
    <message>
        <source>%1: this value cannot be used</source>
        <translation>%1：该值无法使用</translation>
    </message>
    <message>
        <source>%1: %2 cannot be used</source>
        <translation>%1：无法使用 %2</translation>
    </message>
    <message>
        <source>model_type %1 is not one whose positions pe-explorer knows</source>
        <translation>model_type %1：pe-explorer 不了解此类模型的位置编码</translation>
    </message>
    <message>
        <source>&apos;%1&apos;</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>a list of numbers</source>
        <translation>数字列表</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>the array</source>
        <translation>该数组</translation>
    </message>
    <message>
        <source>tensor %1</source>
        <translation>张量 %1</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>文件或文件夹不存在</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>权限不足</translation>
    </message>
    <message>
        <source>no space left on the device</source>
        <translation>磁盘空间不足</translation>
    </message>
    <message>
        <source>disk quota exceeded</source>
        <translation>超出磁盘配额</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>这是一个文件夹</translation>
    </message>
    <message>
        <source>a part of the path is not a folder</source>
        <translation>路径中有一部分不是文件夹</translation>
    </message>
    <message>
        <source>read-only file system</source>
        <translation>只读文件系统</translation>
    </message>
    <message>
        <source>file too large</source>
        <translation>文件过大</translation>
    </message>
    <message>
        <source>input/output error</source>
        <translation>输入/输出错误</translation>
    </message>
    <message>
        <source>name too long</source>
        <translation>名称过长</translation>
    </message>
    <message>
        <source>too many symbolic links</source>
        <translation>符号链接层数过多</translation>
    </message>
    <message>
        <source>too many open files</source>
        <translation>打开的文件过多</translation>
    </message>
    <message>
        <source>not enough memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>未知错误</translation>
    </message>
    <message>
        <source>system error %1</source>
        <translation>系统错误 %1</translation>
    </message>
    <message>
        <source>in %1: %2</source>
        <translation>%1 中：%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot write %1: same file as %2</source>
        <translation>无法写入 %1：与 %2 是同一文件</translation>
    </message>
</context>
<context>
    <name>HeatmapAnnotations</name>
    <message>
        <source>left columns of each half</source>
        <translation>每一半的左侧列</translation>
    </message>
    <message>
        <source>bottom rows of each half</source>
        <translation>每一半的底部行</translation>
    </message>
    <message>
        <source>left columns</source>
        <translation>左侧列</translation>
    </message>
    <message>
        <source>bottom rows</source>
        <translation>底部行</translation>
    </message>
    <message>
        <source>right columns of each half</source>
        <translation>每一半的右侧列</translation>
    </message>
    <message>
        <source>top rows of each half</source>
        <translation>每一半的顶部行</translation>
    </message>
    <message>
        <source>right columns</source>
        <translation>右侧列</translation>
    </message>
    <message>
        <source>top rows</source>
        <translation>顶部行</translation>
    </message>
    <message>
        <source>First positions t = 0, 1, 2 (bottom rows):
they differ only in the fast dimensions</source>
        <translation>最初的位置 t = 0、1、2（底部行）：
它们只在快维度上不同</translation>
    </message>
    <message>
        <source>First positions t = 0, 1, 2 (left columns):
they differ only in the fast dimensions</source>
        <translation>最初的位置 t = 0、1、2（左侧列）：
它们只在快维度上不同</translation>
    </message>
    <message>
        <source>Fast dimensions (%1): short wavelengths
dimensions %2, %3: a full turn every %4 positions</source>
        <translation>快维度（%1）：波长短
维度 %2、%3：每 %4 个位置转一整圈</translation>
    </message>
    <message>
        <source>Slow dimensions (%1): long wavelengths
dimensions %2, %3: a full turn every %4 positions</source>
        <translation>慢维度（%1）：波长长
维度 %2、%3：每 %4 个位置转一整圈</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>--step needs --lesson NAME</source>
        <translation>--step 需要 --lesson NAME</translation>
    </message>
    <message>
        <source>--lesson: unknown lesson &apos;%1&apos; (available: %2)</source>
        <translation>--lesson：未知课程“%1”（可用：%2）</translation>
    </message>
    <message>
        <source>--step: &apos;%1&apos; is not a step of %2 (1 to %3)</source>
        <translation>--step：“%1”不是 %2 的步骤（1 到 %3）</translation>
    </message>
    <message>
        <source>%1 needs --lesson NAME</source>
        <translation>%1 需要 --lesson 名称</translation>
    </message>
    <message>
        <source>%1 writes every step of the lesson: leave out --export, --csv and --save-session</source>
        <translation>%1 会写出课程的每一步：请去掉 --export、--csv 和 --save-session</translation>
    </message>
</context>
<context>
    <name>NumberList</name>
    <message>
        <source>&apos;%1&apos; is not a number: separate the numbers with &apos;%2&apos;</source>
        <translation>“%1”不是数字：请用“%2”分隔各个数</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>not enough memory for this export; nothing was written (lower --size, --scale, L or d)</source>
        <translation>内存不足，无法完成此次导出；未写入任何内容（请减小 --size、--scale、L 或 d）</translation>
    </message>
    <message>
        <source>--csv: %1</source>
        <translation>--csv：%1</translation>
    </message>
</context>
<context>
    <name>PanelView</name>
    <message>
        <source>Nothing to show: %1</source>
        <translation>无可显示：%1</translation>
    </message>
    <message>
        <source>Key position j</source>
        <translation>键位置 j</translation>
    </message>
    <message>
        <source>Query position i</source>
        <translation>查询位置 i</translation>
    </message>
</context>
<context>
    <name>Preset</name>
    <message>
        <source>--preset: unknown preset &apos;%1&apos; (available: %2)</source>
        <translation>--preset：未知预设“%1”（可用：%2）</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>the figure size %1x%2 is out of range: each side must be from %3 to %4 pixels</source>
        <translation>图形尺寸 %1x%2 超出范围：每边必须在 %3 到 %4 像素之间</translation>
    </message>
    <message>
        <source>the scale factor %1 is out of range: it must be from 0.5 to %2</source>
        <translation>缩放因子 %1 超出范围：必须在 0.5 到 %2 之间</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>未给出文件名</translation>
    </message>
    <message>
        <source>cannot write %1: the folder %2 does not exist</source>
        <translation>无法写入 %1：文件夹 %2 不存在</translation>
    </message>
    <message>
        <source>cannot write %1: the folder %2 is not writable</source>
        <translation>无法写入 %1：文件夹 %2 不可写</translation>
    </message>
    <message>
        <source>cannot write %1: it is a folder</source>
        <translation>无法写入 %1：它是一个文件夹</translation>
    </message>
    <message>
        <source>the file would hold %L1 values, about %2 GB; files over %3 GB are written only with --force</source>
        <translation>文件将包含 %L1 个值，约 %2 GB；超过 %3 GB 的文件只有加上 --force 才会写入</translation>
    </message>
    <message>
        <source>a %1x%2 figure at scale %3 is %4 megapixels; the limit is %5 megapixels (lower --size or --scale)</source>
        <translation>%1x%2 的图形在缩放 %3 下为 %4 百万像素；上限为 %5 百万像素（请减小 --size 或 --scale）</translation>
    </message>
    <message>
        <source>not enough memory for a %1x%2 pixel image</source>
        <translation>内存不足，无法创建 %1x%2 像素的图像</translation>
    </message>
    <message>
        <source>the PNG could not be encoded (not enough memory?)</source>
        <translation>无法编码 PNG（内存不足？）</translation>
    </message>
    <message>
        <source>the figure could not be drawn</source>
        <translation>无法绘制图形</translation>
    </message>
    <message>
        <source>cannot write %1: unknown figure extension (use .png, .svg or .pdf)</source>
        <translation>无法写入 %1：图形扩展名未知（请使用 .png、.svg 或 .pdf）</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot write %1: a data file must end in .csv</source>
        <translation>无法写入 %1：数据文件必须以 .csv 结尾</translation>
    </message>
    <message>
        <source>export of %1 cancelled</source>
        <translation>已取消导出 %1</translation>
    </message>
    <message>
        <source>cannot save the screenshot</source>
        <translation>无法保存截图</translation>
    </message>
    <message>
        <source>Made with pe-explorer. Colour maps (heatmaps) are embedded as images of at most %1 pixels a side; everything else is vector.</source>
        <translation>由 pe-explorer 生成。色图（热图）以每边至多 %1 像素的图像嵌入；其余全部为矢量。</translation>
    </message>
    <message>
        <source>the encoder failed (%1)</source>
        <translation>编码器出错（%1）</translation>
    </message>
    <message>
        <source>this FFmpeg (libavcodec) has no H.264 encoder (libx264): write .webm or .gif instead</source>
        <translation>此 FFmpeg（libavcodec）没有 H.264 编码器（libx264）：请改写 .webm 或 .gif</translation>
    </message>
    <message>
        <source>this FFmpeg (libavcodec) has no VP9 encoder (libvpx-vp9): write .mp4 or .gif instead</source>
        <translation>此 FFmpeg（libavcodec）没有 VP9 编码器（libvpx-vp9）：请改写 .mp4 或 .gif</translation>
    </message>
    <message>
        <source>this FFmpeg (libavcodec) has no GIF encoder: write .mp4 or .webm instead</source>
        <translation>此 FFmpeg（libavcodec）没有 GIF 编码器：请改写 .mp4 或 .webm</translation>
    </message>
    <message>
        <source>a %1x%2 pixel video with half-resolution colour (--chroma 420) needs an even width and height</source>
        <translation>颜色为半分辨率（--chroma 420）的 %1x%2 像素视频要求宽度和高度为偶数</translation>
    </message>
    <message>
        <source>unknown animation extension (use .mp4, .webm or .gif)</source>
        <translation>未知的动画扩展名（请用 .mp4、.webm 或 .gif）</translation>
    </message>
    <message>
        <source>no %1 muxer in this FFmpeg</source>
        <translation>此 FFmpeg 没有 %1 封装器</translation>
    </message>
    <message>
        <source>not enough memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <source>the %1 encoder cannot start (%2)</source>
        <translation>%1 编码器无法启动（%2）</translation>
    </message>
    <message>
        <source>no colour conversion to %1</source>
        <translation>无法转换颜色到 %1</translation>
    </message>
    <message>
        <source>the writer is not open</source>
        <translation>写入器未打开</translation>
    </message>
    <message>
        <source>a frame of %1x%2 pixels in a %3x%4 animation</source>
        <translation>%3x%4 的动画中出现 %1x%2 像素的帧</translation>
    </message>
    <message>
        <source>Unknown animation extension in “%1”: use .mp4, .webm or .gif.</source>
        <translation>“%1”的动画扩展名未知：请用 .mp4、.webm 或 .gif。</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>正在写入 %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Export animation failed</source>
        <translation>导出动画失败</translation>
    </message>
    <message>
        <source>%1 is not this program&apos;s video module</source>
        <translation>%1 不是本程序的视频模块</translation>
    </message>
    <message>
        <source>the video module libpe-explorer-video.so is not installed</source>
        <translation>视频模块 libpe-explorer-video.so 未安装</translation>
    </message>
</context>
<context>
    <name>Setting</name>
    <message>
        <source>%1: &apos;%2&apos; is not an integer from %3 to %4</source>
        <translation>%1：“%2”不是 %3 到 %4 之间的整数</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a number from %3 to %4</source>
        <translation>%1：“%2”不是 %3 到 %4 之间的数</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not on or off</source>
        <translation>%1：“%2”既不是 on 也不是 off</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not one of %3</source>
        <translation>%1：“%2”不是 %3 之一</translation>
    </message>
    <message>
        <source>%1: the text may not contain a line break</source>
        <translation>%1：文本中不能包含换行</translation>
    </message>
    <message>
        <source>--train-length: &apos;0&apos; is out of range: the training window must be an integer from 1 to L = %1</source>
        <translation>--train-length：“0”超出范围：训练窗口必须是 1 到 L = %1 之间的整数</translation>
    </message>
    <message>
        <source>--keep: &apos;%1&apos; is out of range: K must be an integer from 1 to L_max/2 + 1 = %2</source>
        <translation>--keep：“%1”超出范围：K 必须是 1 到 L_max/2 + 1 = %2 之间的整数</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has %2 words; give 1 to %3</source>
        <translation>“%1”有 %2 个词；请给出 1 到 %3 个</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a base greater than 1 and at most 1e9</source>
        <translation>“%1”不是大于 1 且不超过 1e9 的基数</translation>
    </message>
    <message>
        <source>expected 1 to %1 comma-separated integers from 1 to %2</source>
        <translation>应为 1 到 %1 个用逗号分隔的整数，取值 1 到 %2</translation>
    </message>
</context>
<context>
    <name>SplitView</name>
    <message>
        <source>the split model view draws L up to %1 positions (L = %2); lower L.</source>
        <translation>分离模型视图最多绘制 L = %1 个位置（当前 L = %2）；请减小 L。</translation>
    </message>
    <message>
        <source>xᵢ W_Q W_Kᵀ xⱼᵀ</source>
        <translation>xᵢ W_Q W_Kᵀ xⱼᵀ</translation>
    </message>
    <message>
        <source>xᵢ W_Q W_Kᵀ pⱼᵀ</source>
        <translation>xᵢ W_Q W_Kᵀ pⱼᵀ</translation>
    </message>
    <message>
        <source>pᵢ W_Q W_Kᵀ xⱼᵀ</source>
        <translation>pᵢ W_Q W_Kᵀ xⱼᵀ</translation>
    </message>
    <message>
        <source>pᵢ W_Q W_Kᵀ pⱼᵀ</source>
        <translation>pᵢ W_Q W_Kᵀ pⱼᵀ</translation>
    </message>
    <message>
        <source>hᵢ W_Q W_Kᵀ hⱼᵀ, h = x + p</source>
        <translation>hᵢ W_Q W_Kᵀ hⱼᵀ，h = x + p</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>no display (neither DISPLAY nor WAYLAND_DISPLAY is set)</source>
        <translation>没有显示器（DISPLAY 和 WAYLAND_DISPLAY 均未设置）</translation>
    </message>
    <message>
        <source>no X server at DISPLAY=%1</source>
        <translation>DISPLAY=%1 处没有 X 服务器</translation>
    </message>
    <message>
        <source>no Wayland compositor at WAYLAND_DISPLAY=%1</source>
        <translation>WAYLAND_DISPLAY=%1 处没有 Wayland 合成器</translation>
    </message>
    <message>
        <source>cannot open a window: %1. Export files with --export or --csv (no display needed), or run the window under xvfb-run.</source>
        <translation>无法打开窗口：%1。请用 --export 或 --csv 导出文件（不需要显示器），或在 xvfb-run 下运行窗口。</translation>
    </message>
</context>
<context>
    <name>pe::ui</name>
    <message>
        <source>Choose the position embeddings</source>
        <translation>选择位置嵌入</translation>
    </message>
    <message>
        <source>%1 holds several matrices. Which one holds one row per position?</source>
        <translation>%1 包含多个矩阵。哪一个是每个位置一行？</translation>
    </message>
    <message>
        <source>the list is empty; name one or more of %1</source>
        <translation>列表为空；请从 %1 中指定一个或多个</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has an empty entry; separate the names by single commas (e.g. %2)</source>
        <translation>“%1”含有空项；请用单个逗号分隔名称（例如 %2）</translation>
    </message>
    <message>
        <source>unknown scheme &apos;%1&apos; (choose from %2)</source>
        <translation>未知方案“%1”（请从 %2 中选择）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is listed twice</source>
        <translation>“%1”出现了两次</translation>
    </message>
    <message>
        <source>--schemes: &apos;learned&apos; needs --embeddings FILE (a learned position-embedding table)</source>
        <translation>--schemes：“learned”需要 --embeddings FILE（一个学习得到的位置嵌入表）</translation>
    </message>
    <message>
        <source>--schemes: &apos;rope&apos; rotates pairs of dimensions, so d must be even (d = %1)</source>
        <translation>--schemes：“rope”旋转的是维度对，因此 d 必须为偶数（d = %1）</translation>
    </message>
    <message>
        <source>--schemes: %1</source>
        <translation>--schemes：%1</translation>
    </message>
    <message>
        <source>--d: RoPE rotates pairs of dimensions, so d must be even (d = %1); use --d %2 or --d %3</source>
        <translation>--d：RoPE 旋转的是维度对，因此 d 必须为偶数（d = %1）；请使用 --d %2 或 --d %3</translation>
    </message>
    <message>
        <source>--d: NTK scaling raises s to the power d/(d-2), so it needs d &gt;= 4 (d = %1)</source>
        <translation>--d：NTK 缩放将 s 提升到 d/(d-2) 次幂，因此需要 d &gt;= 4（d = %1）</translation>
    </message>
    <message>
        <source>the list is empty</source>
        <translation>列表为空</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an integer</source>
        <translation>“%1”不是整数</translation>
    </message>
    <message>
        <source>%1 is out of range: each value must be from 0 to %2</source>
        <translation>%1 超出范围：每个值必须在 0 到 %2 之间</translation>
    </message>
    <message>
        <source>%1 values given; at most %2 curves are drawn</source>
        <translation>给出了 %1 个值；最多绘制 %2 条曲线</translation>
    </message>
    <message>
        <source>--models: %1</source>
        <translation>--models：%1</translation>
    </message>
    <message>
        <source>%1, learned: mean over t of pₜ·pₜ₊Δ</source>
        <translation>%1，学习型：pₜ·pₜ₊Δ 对 t 的平均</translation>
    </message>
    <message>
        <source>--models: %1 has %2 positions, fewer than L = %3: lower --length</source>
        <translation>--models：%1 只有 %2 个位置，少于 L = %3：请减小 --length</translation>
    </message>
    <message>
        <source>%1, sinusoidal (d = %2): Σₖ cos(ωₖΔ)</source>
        <translation>%1，正弦（d = %2）：Σₖ cos(ωₖΔ)</translation>
    </message>
    <message>
        <source>--models: %1: %2</source>
        <translation>--models：%1：%2</translation>
    </message>
    <message>
        <source>%1, RoPE (head %2, base %3%4): all-ones q·R(Δ)k</source>
        <translation>%1，RoPE（头维度 %2，底数 %3%4）：全一 q·R(Δ)k</translation>
    </message>
    <message>
        <source>, %1 ×%2</source>
        <translation>，%1 ×%2</translation>
    </message>
    <message>
        <source>%1, ALiBi: −m̄·Δ, m̄ = %2 the mean slope of its %3 heads (from %4 to %5)</source>
        <translation>%1，ALiBi：−m̄·Δ，m̄ = %2 为其 %3 个头斜率的平均值（从 %4 到 %5）</translation>
    </message>
    <message>
        <source>%1, T5: bucket of a key Δ before the query (%2 buckets, max distance %3)</source>
        <translation>%1，T5：位于查询之前 Δ 处的键所在的桶（%2 个桶，最大距离 %3）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has an empty entry; separate the models by single commas (e.g. %2)</source>
        <translation>“%1”含有空项；请用单个逗号分隔模型（例如 %2）</translation>
    </message>
    <message>
        <source>%1 models; the chart compares at most %2</source>
        <translation>%1 个模型；图表最多比较 %2 个</translation>
    </message>
    <message>
        <source>--%1: %2 factors given; LongRoPE needs one per rotary pair, r/2 = %3 (or none for all 1)</source>
        <translation>--%1：给出了 %2 个因子；LongRoPE 需要每个旋转对一个，r/2 = %3（或不给，表示全部为 1）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number (give the factors separated by commas)</source>
        <translation>“%1”不是数字（请用逗号分隔各因子）</translation>
    </message>
    <message>
        <source>the factor %1 is not greater than 0</source>
        <translation>因子 %1 不大于 0</translation>
    </message>
    <message>
        <source>--partial-rotary-factor: the rotary dimension r = int(d × %1) = %2 must be an even number from 2 to d = %3</source>
        <translation>--partial-rotary-factor：旋转维度 r = int(d × %1) = %2 必须是 2 到 d = %3 之间的偶数</translation>
    </message>
    <message>
        <source>--high-freq-factor: %1 must be greater than --low-freq-factor = %2</source>
        <translation>--high-freq-factor：%1 必须大于 --low-freq-factor = %2</translation>
    </message>
    <message>
        <source>--original-length: LongRoPE&apos;s attention factor divides by ln L0, so L0 must be at least 2</source>
        <translation>--original-length：LongRoPE 的注意力因子要除以 ln L0，因此 L0 至少为 2</translation>
    </message>
    <message>
        <source>--d: dynamic NTK scaling raises its ratio to the power r/(r-2), so it needs a rotary dimension r &gt;= 4 (r = %1)</source>
        <translation>--d：动态 NTK 缩放把比值提升到 r/(r-2) 次方，因此需要旋转维度 r &gt;= 4（r = %1）</translation>
    </message>
    <message>
        <source>Position embeddings (*.npy *.npz *.safetensors *.safetensors.index.json *.gguf *.csv *.tsv);;All files (*)</source>
        <translation>位置嵌入 (*.npy *.npz *.safetensors *.safetensors.index.json *.gguf *.csv *.tsv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Lesson:</source>
        <translation>课程：</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>正在写入 %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Print handout</source>
        <translation>打印讲义</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export slides</source>
        <translation>导出幻灯片</translation>
    </message>
    <message>
        <source>--freq-factors: %1 divisors given; llama.cpp&apos;s rope_freqs has one per rotary pair, r/2 = %2 (or none)</source>
        <translation>--freq-factors：给出了 %1 个除数；llama.cpp 的 rope_freqs 每个旋转对一个，r/2 = %2（或不给）</translation>
    </message>
</context>
<context>
    <name>pe::ui::AlibiView</name>
    <message>
        <source>Distance |Δ| = |key position − query position|</source>
        <translation>距离 |Δ| = |键位置 − 查询位置|</translation>
    </message>
    <message>
        <source>Bias added to the score</source>
        <translation>加到分数上的偏置</translation>
    </message>
    <message>
        <source>slope mₕ of head h (2^(−8h/H) when H is a power of two)</source>
        <translation>头 h 的斜率 mₕ（H 为 2 的幂时为 2^(−8h/H)）</translation>
    </message>
    <message>
        <source>Head h</source>
        <translation>头 h</translation>
    </message>
    <message>
        <source>Slope mₕ</source>
        <translation>斜率 mₕ</translation>
    </message>
    <message>
        <source>%1 — H = %2 heads, matrix of head %3, L = %4</source>
        <translation>%1 — H = %2 个头，第 %3 个头的矩阵，L = %4</translation>
    </message>
    <message>
        <source>Attention with linear biases (ALiBi): H = %1 heads, L = %2</source>
        <translation>线性偏置注意力（ALiBi）：H = %1 个头，L = %2</translation>
    </message>
    <message>
        <source>Head h adds −mₕ·|Δ| to its attention scores; the matrix is causal (keys after the query are masked, grey).</source>
        <translation>头 h 在其注意力分数上加 −mₕ·|Δ|；矩阵是因果的（查询之后的键被屏蔽，显示为灰色）。</translation>
    </message>
    <message>
        <source>
There is no head %1 with H = %2: the matrix shows head %3.</source>
        <translation>
H = %2 时不存在第 %1 个头：矩阵显示的是第 %3 个头。</translation>
    </message>
    <message>
        <source>mean %1 over %2 × %2 positions</source>
        <translation>%2 × %2 个位置上的平均 %1</translation>
    </message>
    <message>
        <source> (matrix)</source>
        <translation>（矩阵）</translation>
    </message>
    <message>
        <source>distance |Δ| = %1: bias from %2 (head 1) to %3 (head %4); head %5: %6</source>
        <translation>距离 |Δ| = %1：偏置从 %2（头 1）到 %3（头 %4）；头 %5：%6</translation>
    </message>
    <message>
        <source>the ALiBi CSV would hold H × L = %1 rows; the limit is %2. Lower --heads or --length.</source>
        <translation>ALiBi 的 CSV 将包含 H × L = %1 行；上限为 %2。请减小 --heads 或 --length。</translation>
    </message>
    <message>
        <source>bias of head %1: −mₕ·(i − j), mₕ = %2</source>
        <translation>头 %1 的偏置：−mₕ·(i − j)，mₕ = %2</translation>
    </message>
    <message>
        <source>head %1: mₕ = %2%3</source>
        <translation>头 %1：mₕ = %2%3</translation>
    </message>
    <message>
        <source>head %1: slope mₕ = %2 = 2^%3</source>
        <translation>头 %1：斜率 mₕ = %2 = 2^%3</translation>
    </message>
    <message>
        <source>query i = %1, key j = %2: masked (the key comes after the query)</source>
        <translation>查询 i = %1，键 j = %2：已屏蔽（键在查询之后）</translation>
    </message>
    <message>
        <source>query i = %1, key j = %2: bias of head %3 = −%4 × %5 = %6</source>
        <translation>查询 i = %1，键 j = %2：头 %3 的偏置 = −%4 × %5 = %6</translation>
    </message>
    <message>
        <source>ALiBi: H = %1 heads, L = %2</source>
        <translation>ALiBi：H = %1 个头，L = %2</translation>
    </message>
</context>
<context>
    <name>pe::ui::AnimationDialog</name>
    <message>
        <source>Export animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>Position t</source>
        <translation>位置 t</translation>
    </message>
    <message>
        <source>Dimension d</source>
        <translation>维度 d</translation>
    </message>
    <message>
        <source>Base n (swept geometrically)</source>
        <translation>底数 n（按几何级数变化）</translation>
    </message>
    <message>
        <source>Sequence length L</source>
        <translation>序列长度 L</translation>
    </message>
    <message>
        <source>The parameter that changes from frame to frame; everything else stays as it is now.</source>
        <translation>逐帧变化的参数；其余一切保持现状。</translation>
    </message>
    <message>
        <source> frames/s</source>
        <translation> 帧/秒</translation>
    </message>
    <message>
        <source>MP4 (H.264)</source>
        <translation>MP4 (H.264)</translation>
    </message>
    <message>
        <source>WebM (VP9)</source>
        <translation>WebM (VP9)</translation>
    </message>
    <message>
        <source>GIF (256 colours)</source>
        <translation>GIF（256 色）</translation>
    </message>
    <message>
        <source>Colour at half resolution (4:2:0)</source>
        <translation>颜色半分辨率（4:2:0）</translation>
    </message>
    <message>
        <source>For players that need it (web browsers&apos; H.264, presentation programs): sharp colour edges blur. Off, the frames keep the figures&apos; colours exactly (4:4:4).</source>
        <translation>用于需要它的播放器（网页浏览器的 H.264、演示软件）：锐利的颜色边缘会变模糊。关闭时，各帧准确保留图形的颜色（4:4:4）。</translation>
    </message>
    <message>
        <source> px</source>
        <translation> 像素</translation>
    </message>
    <message>
        <source>The extension follows the format: .mp4, .webm or .gif.</source>
        <translation>扩展名随格式而定：.mp4、.webm 或 .gif。</translation>
    </message>
    <message>
        <source>&amp;Parameter</source>
        <translation>参数(&amp;P)</translation>
    </message>
    <message>
        <source>F&amp;rom</source>
        <translation>起始(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>终止(&amp;T)</translation>
    </message>
    <message>
        <source>Fra&amp;mes</source>
        <translation>帧数(&amp;M)</translation>
    </message>
    <message>
        <source>Frame rat&amp;e</source>
        <translation>帧率(&amp;E)</translation>
    </message>
    <message>
        <source>F&amp;ormat</source>
        <translation>格式(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Width</source>
        <translation>宽度(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Height</source>
        <translation>高度(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Animations (*.mp4 *.webm *.gif)</source>
        <translation>动画 (*.mp4 *.webm *.gif)</translation>
    </message>
</context>
<context>
    <name>pe::ui::AppearanceMenu</name>
    <message>
        <source>Colou&amp;r map</source>
        <translation>配色方案(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Automatic</source>
        <translation>自动(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Viridis</source>
        <translation>&amp;Viridis</translation>
    </message>
    <message>
        <source>&amp;Cividis</source>
        <translation>&amp;Cividis</translation>
    </message>
    <message>
        <source>&amp;Diverging</source>
        <translation>发散(&amp;D)</translation>
    </message>
    <message>
        <source>Red-white-blue for values of both signs, viridis for the others</source>
        <translation>正负值用红-白-蓝，其他用 viridis</translation>
    </message>
    <message>
        <source>Perceptually uniform, dark blue to yellow</source>
        <translation>感知均匀，从深蓝到黄色</translation>
    </message>
    <message>
        <source>Perceptually uniform, dark blue to yellow, the same for the red-green colour-blind</source>
        <translation>感知均匀，从深蓝到黄色，红绿色盲者看来也相同</translation>
    </message>
    <message>
        <source>Red-white-blue: negative red, zero white, positive blue</source>
        <translation>红-白-蓝：负值为红，零为白，正值为蓝</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>高对比度(&amp;H)</translation>
    </message>
    <message>
        <source>Thicker lines, bold black text and a darker grid, for projectors</source>
        <translation>更粗的线条、黑色粗体文字和更深的网格，适合投影仪</translation>
    </message>
</context>
<context>
    <name>pe::ui::BinaryFigure</name>
    <message>
        <source>PE value   ·   bit 0 → +1, bit 1 → −1</source>
        <translation>PE 值   ·   位 0 → +1，位 1 → −1</translation>
    </message>
    <message>
        <source>integer t</source>
        <translation>整数 t</translation>
    </message>
    <message>
        <source>position t</source>
        <translation>位置 t</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>维度</translation>
    </message>
    <message>
        <source>changes (log)</source>
        <translation>变化次数（对数）</translation>
    </message>
    <message>
        <source>bit %1</source>
        <translation>位 %1</translation>
    </message>
    <message>
        <source>sin %1</source>
        <translation>sin %1</translation>
    </message>
    <message>
        <source>cos %1</source>
        <translation>cos %1</translation>
    </message>
    <message>
        <source>thr %1</source>
        <translation>阈值 %1</translation>
    </message>
    <message>
        <source>Counting 0 … %1: bits, PE pairs k &lt; %2, thresholds</source>
        <translation>从 0 数到 %1：二进制位、PE 对 k &lt; %2、阈值</translation>
    </message>
    <message>
        <source>Bits of t &lt; L</source>
        <translation>t &lt; L 的各位</translation>
    </message>
    <message>
        <source>Bit flips over t = 0 … %1</source>
        <translation>t = 0 … %1 上的位翻转</translation>
    </message>
    <message>
        <source>Sign changes of each PE dimension over t = 0 … %1</source>
        <translation>t = 0 … %1 上各 PE 维度的符号变化</translation>
    </message>
    <message>
        <source>bit k</source>
        <translation>位 k</translation>
    </message>
    <message>
        <source>PE of t &lt; L</source>
        <translation>t &lt; L 的 PE</translation>
    </message>
</context>
<context>
    <name>pe::ui::BinaryView</name>
    <message>
        <source>thr k = 1 where sin(ω_k (t + ½)) &lt; 0: it equals bit k on all %1 rows for every k,
the waves reproduce the bits exactly.</source>
        <translation>当 sin(ω_k (t + ½)) &lt; 0 时阈值 k = 1：对每个 k，它在全部 %1 行上都等于第 k 位，
波形精确重现了各位。</translation>
    </message>
    <message>
        <source>%1 to %2 of %3</source>
        <translation>%1 到 %2，共 %3</translation>
    </message>
    <message>
        <source>thr k = 1 where sin(ω_k (t + ½)) &lt; 0: it equals bit k on %1 rows (dark cells differ).
Exact binary frequencies make them agree.</source>
        <translation>当 sin(ω_k (t + ½)) &lt; 0 时阈值 k = 1：它在 %1 行上等于第 k 位（深色单元格不同）。
精确二进制频率可使二者一致。</translation>
    </message>
    <message>
        <source>exact binary ω_k = π / 2^k</source>
        <translation>精确二进制 ω_k = π / 2^k</translation>
    </message>
    <message>
        <source>%1, b = %2 bits, %3, %4</source>
        <translation>%1，b = %2 位，%3，%4</translation>
    </message>
    <message>
        <source>exact binary frequencies</source>
        <translation>精确二进制频率</translation>
    </message>
    <message>
        <source>encoding frequencies</source>
        <translation>编码的频率</translation>
    </message>
    <message>
        <source>MSB first</source>
        <translation>高位在前</translation>
    </message>
    <message>
        <source>LSB first</source>
        <translation>低位在前</translation>
    </message>
    <message>
        <source>The CSV of the signs would hold L × d = %1 values; the limit is %2. Lower L or d.</source>
        <translation>符号的 CSV 将包含 L × d = %1 个值；上限为 %2。请减小 L 或 d。</translation>
    </message>
    <message>
        <source>From t to t + 1 (t &lt; %1) the bits are discrete: %2 to %3 bits flip (%4 → %5 flips %3), a distance of %6 to %7;</source>
        <translation>从 t 到 t + 1（t &lt; %1），位是离散的：翻转 %2 到 %3 位（%4 → %5 翻转 %3 位），距离为 %6 到 %7；</translation>
    </message>
    <message>
        <source>the waves are continuous and move by the same %1 at every step.</source>
        <translation>波是连续的，每一步都移动相同的 %1。</translation>
    </message>
    <message>
        <source>the waves are continuous and move %1 to %2 at each step.</source>
        <translation>波是连续的，每一步移动 %1 到 %2。</translation>
    </message>
    <message>
        <source> Only %1 pairs exist for %2.</source>
        <translation> %2 时只有 %1 对。</translation>
    </message>
    <message>
        <source>ω_k = n^(−2k/d), %1</source>
        <translation>ω_k = n^(−2k/d)，%1</translation>
    </message>
    <message>
        <source>Counting in binary vs the positional encoding: b = %1 bits, %2, %3, %4</source>
        <translation>二进制计数与位置编码对比：b = %1 位，%2，%3，%4</translation>
    </message>
</context>
<context>
    <name>pe::ui::ClockFigure</name>
    <message>
        <source>trail: position s</source>
        <translation>轨迹：位置 s</translation>
    </message>
    <message>
        <source>dims %1, %2</source>
        <translation>维度 %1、%2</translation>
    </message>
    <message>
        <source>dim %1 (sin only)</source>
        <translation>维度 %1（仅 sin）</translation>
    </message>
    <message>
        <source>k = %1
%2</source>
        <translation>k = %1
%2</translation>
    </message>
    <message>
        <source>1 turn + %1°</source>
        <translation>1 圈 + %1°</translation>
    </message>
    <message>
        <source>%1 turns + %2°</source>
        <translation>%1 圈 + %2°</translation>
    </message>
    <message>
        <source>λ = %1
%2</source>
        <translation>λ = %1
%2</translation>
    </message>
    <message>
        <source>Wall clock at t = %1 s</source>
        <translation>t = %1 秒时的挂钟</translation>
    </message>
    <message>
        <source>t = %1</source>
        <translation>t = %1</translation>
    </message>
    <message>
        <source>λ = %1
%2
zoomed ×%3 onto the arc of t = %4 … %5 (%6°)</source>
        <translation>λ = %1
%2
放大 ×%3，显示 t = %4 … %5 的弧（%6°）</translation>
    </message>
    <message>
        <source>%1 h %2 min %3 s
(sin, cos)(2πt / T):
T = %4: %5
T = %6: %7
T = %8: %9</source>
        <translation>%1 时 %2 分 %3 秒
(sin, cos)(2πt / T)：
T = %4：%5
T = %6：%7
T = %8：%9</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>the coordinates of a point</comment>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>pe::ui::ClockView</name>
    <message>
        <source>Posi&amp;tion t:</source>
        <translation>位置 t(&amp;T)：</translation>
    </message>
    <message>
        <source>The position t every hand points at (0 to L − 1). Drag it and watch the fast hands spin while the slow ones barely move.</source>
        <translation>所有指针所指的位置 t（0 到 L − 1）。拖动它，观察快的指针飞转而慢的指针几乎不动。</translation>
    </message>
    <message>
        <source>The position t, typed exactly.</source>
        <translation>位置 t，精确输入。</translation>
    </message>
    <message>
        <source>Pla&amp;y</source>
        <translation>播放(&amp;Y)</translation>
    </message>
    <message>
        <source>Advance t automatically at the chosen speed; it starts again at 0 after L − 1.</source>
        <translation>按所选速度自动推进 t；到 L − 1 后从 0 重新开始。</translation>
    </message>
    <message>
        <source>%1 positions/s</source>
        <translation>%1 个位置/秒</translation>
    </message>
    <message>
        <source>How many positions t advances per second while playing.</source>
        <translation>播放时 t 每秒前进多少个位置。</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>暂停(&amp;U)</translation>
    </message>
    <message>
        <source>Showing all %1 pairs: k = %2</source>
        <translation>显示全部 %1 对：k = %2</translation>
    </message>
    <message>
        <source>the first (fastest)</source>
        <translation>最前面的（最快）</translation>
    </message>
    <message>
        <source>the last (slowest)</source>
        <translation>最后面的（最慢）</translation>
    </message>
    <message>
        <source>evenly spaced</source>
        <translation>均匀分布</translation>
    </message>
    <message>
        <source>Showing %1 of %2 pairs, %3: k = %4</source>
        <translation>显示 %2 对中的 %1 对，%3：k = %4</translation>
    </message>
    <message>
        <source>%1, t = %2</source>
        <translation>%1，t = %2</translation>
    </message>
    <message>
        <source>S&amp;peed:</source>
        <translation>速度(&amp;P)：</translation>
    </message>
    <message>
        <source>Re&amp;cord</source>
        <translation>录制(&amp;C)</translation>
    </message>
    <message>
        <source>Record the clock as it plays into an MP4, WebM or GIF (1280 × 720): choose the file, and it plays; press again to stop and write the file.</source>
        <translation>在时钟播放时将其录制为 MP4、WebM 或 GIF（1280 × 720）：选择文件后开始播放；再按一次停止并写入文件。</translation>
    </message>
    <message>
        <source>Record the clock</source>
        <translation>录制时钟</translation>
    </message>
    <message>
        <source>Video or animated GIF (*.mp4 *.webm *.gif)</source>
        <translation>视频或动画 GIF (*.mp4 *.webm *.gif)</translation>
    </message>
    <message>
        <source>Cannot record: %1</source>
        <translation>无法录制：%1</translation>
    </message>
    <message>
        <source>Recorded %1 frames to %2</source>
        <translation>已将 %1 帧录制到 %2</translation>
    </message>
    <message>
        <source>Recording failed: %1</source>
        <translation>录制失败：%1</translation>
    </message>
    <message>
        <source>t = %1: hand k at (sin ω_k t, cos ω_k t), t = 0 at 12 o&apos;clock · %2, %3</source>
        <translation>t = %1：指针 k 位于 (sin ω_k t, cos ω_k t)，t = 0 指向 12 点 · %2，%3</translation>
    </message>
    <message>
        <source>t = %1 · %2, %3</source>
        <comment>the clock&apos;s title in short</comment>
        <translation>t = %1 · %2，%3</translation>
    </message>
</context>
<context>
    <name>pe::ui::CompareView</name>
    <message>
        <source>Offset Δ between query and key (positions)</source>
        <translation>查询与键之间的偏移 Δ（位置）</translation>
    </message>
    <message>
        <source>term / max |term|</source>
        <translation>项 / 最大 |项|</translation>
    </message>
    <message>
        <source>sinusoidal: PE(t)·PE(t+Δ) = Σₖ cos(ωₖΔ)</source>
        <translation>正弦：PE(t)·PE(t+Δ) = Σₖ cos(ωₖΔ)</translation>
    </message>
    <message>
        <source>T5: bucket index (%1 buckets, max distance %2, bidirectional)</source>
        <translation>T5：桶编号（%1 个桶，最大距离 %2，双向）</translation>
    </message>
    <message>
        <source>%1 (max |term| = %2)</source>
        <translation>%1（最大 |项| = %2）</translation>
    </message>
    <message>
        <source>RoPE&apos;s score of all-ones q and k is twice the sinusoidal dot product: the two normalised curves coincide.</source>
        <translation>q 和 k 全为 1 时，RoPE 的分数是正弦点积的两倍：两条归一化曲线重合。</translation>
    </message>
    <message>
        <source>Odd d: the lone sine column, whose product also depends on t, is left out of the sinusoidal sum.</source>
        <translation>d 为奇数：单独的正弦列（其乘积也取决于 t）不计入正弦求和。</translation>
    </message>
    <message>
        <source>Learned: exact means over every t &lt; L − Δ, summed directly.</source>
        <translation>学习的：对所有 t &lt; L − Δ 直接求和得到的精确平均。</translation>
    </message>
    <message>
        <source>Learned: means over every t &lt; L − Δ, by one FFT autocorrelation per column.</source>
        <translation>学习的：对所有 t &lt; L − Δ 的平均，每列用一次 FFT 自相关计算。</translation>
    </message>
    <message>
        <source>ALiBi and bidirectional T5 are symmetric in Δ; T5 shows keys before the query (buckets 0–15; keys after it use 16–31).</source>
        <translation>ALiBi 和双向 T5 关于 Δ 对称；T5 显示的是查询之前的键（桶 0–15；查询之后的键使用 16–31）。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Δ = %1: %2</source>
        <translation>Δ = %1：%2</translation>
    </message>
    <message>
        <source>--schemes: %1</source>
        <translation>--schemes：%1</translation>
    </message>
    <message>
        <source>the comparison CSV would evaluate L × d/2 = %1 cosines per scheme; the limit is %2. Lower --length or --d.</source>
        <translation>对比 CSV 每个方案需计算 L × d/2 = %1 个余弦；上限为 %2。请减小 --length 或 --d。</translation>
    </message>
    <message>
        <source>One offset in %1 is drawn (%2 of %3); hover for the value at any offset.</source>
        <translation>每 %1 个偏移量绘制一个（共 %3 个中的 %2 个）；悬停可查看任意偏移处的值。</translation>
    </message>
    <message>
        <source>The schemes</source>
        <translation>各方案</translation>
    </message>
    <message>
        <source>Term by offset</source>
        <translation>项随偏移的变化</translation>
    </message>
    <message>
        <source>Each model with its own settings; RoPE&apos;s score counts the components a partial rotary leaves alone, ALiBi&apos;s the mean of its heads&apos; slopes.</source>
        <translation>每个模型使用自己的设置；RoPE 的得分计入部分旋转未转动的分量，ALiBi 取其各头斜率的平均值。</translation>
    </message>
    <message>
        <source>--models: %1</source>
        <translation>--models：%1</translation>
    </message>
    <message>
        <source>RoPE: q·R(Δ)k, all-ones q, k = 2 Σₖ cos(θₖΔ)</source>
        <translation>RoPE：q·R(Δ)k，q、k 全为 1 = 2 Σₖ cos(θₖΔ)</translation>
    </message>
    <message>
        <source>ALiBi: −mₕ·Δ, head 1 of %1 (mₕ = %2)</source>
        <translation>ALiBi：−mₕ·Δ，%1 个头中的第 1 个（mₕ = %2）</translation>
    </message>
    <message>
        <source>Naive encodings (fraction, index, binary): exact means over every t &lt; L − Δ of their rows&apos; dot products.</source>
        <translation>朴素编码（fraction、index、binary）：其各行点积在所有 t &lt; L − Δ 上的精确平均。</translation>
    </message>
    <message>
        <source>t / (L − 1) is the index divided by L − 1: normalised, their curves coincide.</source>
        <translation>t / (L − 1) 就是索引除以 L − 1：归一化后两条曲线重合。</translation>
    </message>
    <message>
        <source>How each model&apos;s term between two positions depends on their offset Δ (%1)</source>
        <translation>各模型两个位置之间的项如何随偏移 Δ 变化（%1）</translation>
    </message>
    <message>
        <source>How the term between two positions depends on their offset Δ (%1)</source>
        <translation>两个位置之间的项如何取决于它们的偏移 Δ（%1）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>%1: mean over t of pₜ·pₜ₊Δ</source>
        <translation>%1：pₜ·pₜ₊Δ 对 t 的平均</translation>
    </message>
    <message>
        <source>learned</source>
        <translation>学习型</translation>
    </message>
    <message>
        <source>t / (L − 1)</source>
        <translation>t / (L − 1)</translation>
    </message>
    <message>
        <source>index t</source>
        <translation>索引 t</translation>
    </message>
    <message>
        <source>binary (bits of t, ±1)</source>
        <translation>二进制（t 的各位，±1）</translation>
    </message>
    <message>
        <source>Term by offset Δ: %1</source>
        <translation>项随偏移 Δ 的变化：%1</translation>
    </message>
</context>
<context>
    <name>pe::ui::DistanceView</name>
    <message>
        <source>When L is larger than the plot has pixels, a cell shows the exact mean over the block of position pairs it covers. Zoom with the wheel to see single pairs.</source>
        <translation>当 L 大于图的像素数时，每个单元格显示其覆盖的位置对块的精确平均值。用滚轮缩放可看到单个位置对。</translation>
    </message>
    <message>
        <source>Position s</source>
        <translation>位置 s</translation>
    </message>
    <message>
        <source>Position t</source>
        <translation>位置 t</translation>
    </message>
    <message>
        <source>PE(%1) · PE(%2)</source>
        <translation>PE(%1) · PE(%2)</translation>
    </message>
    <message>
        <source>cos(PE(%1), PE(%2))</source>
        <translation>cos(PE(%1), PE(%2))</translation>
    </message>
    <message>
        <source>|PE(%1) − PE(%2)|</source>
        <translation>|PE(%1) − PE(%2)|</translation>
    </message>
    <message>
        <source>, metric %1</source>
        <translation>，度量 %1</translation>
    </message>
    <message>
        <source>mean over t of %1</source>
        <translation>对 t 求 %1 的平均</translation>
    </message>
    <message>
        <source>Consecutive distances |PE(t) − PE(t+1)|

   t          distance
</source>
        <translation>相邻距离 |PE(t) − PE(t+1)|

   t          距离
</translation>
    </message>
    <message>
        <source>   (L &lt; 2: no consecutive pair)
</source>
        <translation>   （L &lt; 2：没有相邻的一对）
</translation>
    </message>
    <message>
        <source>
Even d: constant, the distance depends
on the offset only.</source>
        <translation>
d 为偶数：常数，距离只取决于
偏移量。</translation>
    </message>
    <message>
        <source>
Odd d: the lone sine column adds a term
in t + s, so the values drift slightly;
the offset curve shows row s = 0.</source>
        <translation>
d 为奇数：单独的正弦列引入一个
关于 t + s 的项，因此数值略有漂移；
偏移曲线显示的是 s = 0 这一行。</translation>
    </message>
    <message>
        <source>Each cell: mean over %1 × %1 position pairs</source>
        <translation>每个单元格：%1 × %1 个位置对的平均值</translation>
    </message>
    <message>
        <source>One cell per position pair</source>
        <translation>每个位置对一个单元格</translation>
    </message>
    <message>
        <source>The full L × L matrix has L = %1 positions; the limit is %2 (%3 values). Lower L, or write the offset curve with --csv-offset.</source>
        <translation>完整的 L × L 矩阵有 L = %1 个位置；上限为 %2（%3 个值）。请减小 L，或用 --csv-offset 写出偏移曲线。</translation>
    </message>
    <message>
        <source>
Searching for the first false neighbour…</source>
        <translation>
正在查找第一个假邻居…</translation>
    </message>
    <message>
        <source>Offset Δ = t − s</source>
        <translation>偏移 Δ = t − s</translation>
    </message>
    <message>
        <source>metric at offset Δ</source>
        <translation>偏移 Δ 处的度量</translation>
    </message>
    <message>
        <source>exact value at Δ = 0, ±1</source>
        <translation>Δ = 0、±1 处的精确值</translation>
    </message>
    <message>
        <source>  Δ = ±1: %1</source>
        <translation>  Δ = ±1：%1</translation>
    </message>
    <message>
        <source>○ first false neighbour: Δ = ±%1
more alike than Δ = %2 by %3 %
(threshold %4 % of the fall from Δ = 0)</source>
        <translation>○ 第一个伪近邻：Δ = ±%1
比 Δ = %2 更相似，超出 %3 %
（阈值为自 Δ = 0 起下降幅度的 %4 %）</translation>
    </message>
    <message>
        <source>
Loaded table: values depend on t and s.
The offset curve is the mean over t of
the metric between t and t + Δ, sampled
every %1 positions (large L × d × Δ).</source>
        <translation>
已加载的表：数值取决于 t 和 s。
偏移曲线是对 t 求 t 与 t + Δ 之间
度量的平均值，每隔 %1 个位置
采样一次（L × d × Δ 较大）。</translation>
    </message>
    <message>
        <source>
Loaded table: values depend on t and s.
The offset curve is the mean over every t
of the metric between t and t + Δ.</source>
        <translation>
已加载的表：数值取决于 t 和 s。
偏移曲线是对所有 t 求
t 与 t + Δ 之间度量的平均值。</translation>
    </message>
    <message>
        <source>
First false neighbour: Δ = %1 (%2)
is more alike than the nearer
Δ = %3 (%4) by %5 % of the fall
from Δ = 0 (threshold %6 %).</source>
        <translation>
第一个伪近邻：Δ = %1（%2）
比更近的 Δ = %3（%4）更相似，
超出自 Δ = 0 起下降幅度的 %5 %
（阈值 %6 %）。</translation>
    </message>
    <message>
        <source>
No false neighbour within %1 offsets:
no offset is more alike than a nearer
one by more than %2 % of the fall
from Δ = 0.</source>
        <translation>
%1 个偏移内没有伪近邻：
没有哪个偏移比更近的偏移更相似
且超出自 Δ = 0 起下降幅度的 %2 %。</translation>
    </message>
    <message>
        <source>t = %1, s = %2, offset Δ = %3: %4 = %5</source>
        <translation>t = %1，s = %2，偏移 Δ = %3：%4 = %5</translation>
    </message>
    <message>
        <source>offset Δ = %1: %2 = %3 (row s = 0)</source>
        <translation>偏移 Δ = %1：%2 = %3（s = 0 这一行）</translation>
    </message>
    <message>
        <source>offset Δ = %1: mean over t of %2 = %3</source>
        <translation>偏移 Δ = %1：对 t 求 %2 的平均 = %3</translation>
    </message>
    <message>
        <source>%1 between positions: %2, %3, %4</source>
        <translation>位置之间的%1：%2，%3，%4</translation>
    </message>
    <message>
        <source>%1 between positions: %2</source>
        <translation>位置之间的%1：%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
</context>
<context>
    <name>pe::ui::DivisorModel</name>
    <message>
        <source>divisor %1, wavelength %2 positions</source>
        <translation>除数 %1，波长 %2 个位置</translation>
    </message>
    <message>
        <source>dims</source>
        <translation>维度</translation>
    </message>
    <message>
        <source>divisor</source>
        <translation>除数</translation>
    </message>
    <message>
        <source>wavelength
2π·divisor</source>
        <translation>波长
2π·除数</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>2k/d</source>
        <translation>2k/d</translation>
    </message>
</context>
<context>
    <name>pe::ui::ExportDialog</name>
    <message>
        <source>Export figure</source>
        <translation>导出图形</translation>
    </message>
    <message>
        <source>The extension chooses the format: .png, .svg or .pdf.</source>
        <translation>扩展名决定格式：.png、.svg 或 .pdf。</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>PNG only: 2 × doubles the pixels without changing the layout (for print or HiDPI).</source>
        <translation>仅限 PNG：2 × 使像素加倍而不改变布局（用于打印或高分屏）。</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Width</source>
        <translation>宽度(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Height</source>
        <translation>高度(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Scale (PNG)</source>
        <translation>缩放(&amp;S) (PNG)</translation>
    </message>
    <message>
        <source>Figures (*.png *.svg *.pdf);;PNG (*.png);;SVG (*.svg);;PDF (*.pdf)</source>
        <translation>图形 (*.png *.svg *.pdf);;PNG (*.png);;SVG (*.svg);;PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>pe::ui::FigureFit</name>
    <message>
        <source>Previous panel (Alt+Left)</source>
        <translation>上一个面板（Alt+左）</translation>
    </message>
    <message>
        <source>Next panel (Alt+Right)</source>
        <translation>下一个面板（Alt+右）</translation>
    </message>
    <message>
        <source>All panels</source>
        <translation>全部面板</translation>
    </message>
    <message>
        <source>Show the whole figure again (Esc, F8)</source>
        <translation>重新显示整幅图（Esc、F8）</translation>
    </message>
    <message>
        <source>Panel %1 of %2</source>
        <translation>第 %1 个面板，共 %2 个</translation>
    </message>
</context>
<context>
    <name>pe::ui::FourierFigure</name>
    <message>
        <source>Frequency bin b (cycles per window)</source>
        <translation>频点 b（每窗口周期数）</translation>
    </message>
    <message>
        <source>Position t — original</source>
        <translation>位置 t — 原始</translation>
    </message>
    <message>
        <source>Position t — reconstruction</source>
        <translation>位置 t — 重建</translation>
    </message>
    <message>
        <source>RMSE</source>
        <translation>RMSE</translation>
    </message>
    <message>
        <source>Position t</source>
        <translation>位置 t</translation>
    </message>
    <message>
        <source>Fourier, inside the window</source>
        <translation>傅里叶，窗口内</translation>
    </message>
    <message>
        <source>Fourier, past the window</source>
        <translation>傅里叶，窗口外</translation>
    </message>
    <message>
        <source>original</source>
        <translation>原始</translation>
    </message>
    <message>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>dim %1</source>
        <translation>维度 %1</translation>
    </message>
    <message>
        <source>Fourier extrapolation: %1, window L_max = %2 of L = %3, K = %4 of %5 bins</source>
        <translation>傅里叶外推：%1，窗口 L_max = %2（L = %3），K = %4（共 %5 个频点）</translation>
    </message>
    <message>
        <source>loaded table %1</source>
        <translation>已加载的表 %1</translation>
    </message>
    <message>
        <source>The DFT sees the window as one period: past t = %1 the reconstruction repeats itself every %1 positions (dashed marks).</source>
        <translation>DFT 把窗口视为一个周期：超过 t = %1 后，重建每 %1 个位置重复一次（虚线标记）。</translation>
    </message>
    <message>
        <source>the dimensions above the white line</source>
        <translation>白线以上的维度</translation>
    </message>
    <message>
        <source>the sines between the two white lines and the cosines above the second</source>
        <translation>两条白线之间的正弦以及第二条白线以上的余弦</translation>
    </message>
    <message>
        <source>
Pairs k ≥ %1 (wavelength &gt; %2) complete less than one cycle in the window: %3.</source>
        <translation>
k ≥ %1 的各对（波长 &gt; %2）在窗口内不足一个周期：%3。</translation>
    </message>
    <message>
        <source>
Every pair completes at least one cycle in the window.</source>
        <translation>
每一对在窗口内都至少完成一个周期。</translation>
    </message>
    <message>
        <source>
Computed: %1 of %2 dimensions (one per row band, %3 samples per frame); the CSV exports compute all of them (within their size limits).</source>
        <translation>
已计算：%2 个维度中的 %1 个（每个行带一个，每帧 %3 个采样点）；CSV 导出会计算全部维度（在其大小限制内）。</translation>
    </message>
    <message>
        <source> Errors over %1 of %2 dimensions.</source>
        <translation>误差基于 %2 个维度中的 %1 个。</translation>
    </message>
    <message>
        <source>
At K = %1: RMSE %2 inside, %3 past the window; σ-sinusoid: %4 inside, %5 past (factor %6; σ = %7, σ_PE = %8).</source>
        <translation>
K = %1 时：RMSE 窗口内 %2，窗口外 %3；σ 正弦：窗口内 %4，窗口外 %5（因子 %6；σ = %7，σ_PE = %8）。</translation>
    </message>
    <message>
        <source>Fourier sum as printed: the K largest bins b ≥ 1, all weighted 2/L_max. The mean (bin 0) is left out and the Nyquist bin counts twice, so even all bins miss the window; &quot;full&quot; keeps the mean and weights bins 0 and L_max/2 by 1/L_max.</source>
        <translation>按公式的傅里叶求和：最大的 K 个频点 b ≥ 1，权重都是 2/L_max。均值（频点 0）被略去，Nyquist 频点计两次，所以即使保留全部频点也还原不了窗口；“full”保留均值，并给频点 0 和 L_max/2 权重 1/L_max。</translation>
    </message>
    <message>
        <source>Full Fourier sum: the K largest bins with the mean (bin 0), bins 0 and L_max/2 weighted 1/L_max, the others 2/L_max, so all bins rebuild the window. As printed: no mean, all bins 2/L_max.</source>
        <translation>完整的傅里叶求和：包括均值（频点 0）在内最大的 K 个频点，频点 0 和 L_max/2 权重 1/L_max，其余 2/L_max，因此全部频点能重建窗口。按公式：无均值，全部 2/L_max。</translation>
    </message>
    <message>
        <source>σ-sinusoid as printed: σ · PE, σ the standard deviation of the embeddings over the window. PE&apos;s own, σ_PE, is below 1, so the sinusoids spread less; &quot;matched&quot; divides by it.</source>
        <translation>按公式的 σ 正弦：σ · PE，σ 为嵌入在窗口内的标准差。PE 自身的标准差 σ_PE 小于 1，所以正弦的离散程度更小；“matched”会除以它。</translation>
    </message>
    <message>
        <source>σ-sinusoid matched: (σ / σ_PE) · PE, σ the spread (standard deviation) of the embeddings over the window and σ_PE that of PE: both spread alike. As printed: σ · PE.</source>
        <translation>匹配的 σ 正弦：(σ / σ_PE) · PE，σ 为嵌入在窗口内的离散程度（标准差），σ_PE 为 PE 的：两者离散程度相同。按公式：σ · PE。</translation>
    </message>
    <message>
        <source>Fourier sum: %1, σ scale: %2 (hover here for what they do).</source>
        <translation>傅里叶求和：%1，σ 缩放：%2（悬停此处查看它们的作用）。</translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation>维度</translation>
    </message>
    <message>
        <source>Coefficients kept per dimension, K</source>
        <translation>每个维度保留的系数个数 K</translation>
    </message>
    <message>
        <source>σ-sinusoid σ·PE, inside</source>
        <translation>σ 正弦 σ·PE，窗口内</translation>
    </message>
    <message>
        <source>σ-sinusoid σ·PE, past</source>
        <translation>σ 正弦 σ·PE，窗口外</translation>
    </message>
    <message>
        <source>σ-sinusoid σ·PE(t)</source>
        <translation>σ 正弦 σ·PE(t)</translation>
    </message>
    <message>
        <source>Fourier, K largest bins</source>
        <translation>傅里叶，最大的 K 个频点</translation>
    </message>
    <message>
        <source>Fourier: %1, L_max = %2, K = %3</source>
        <translation>傅里叶：%1，L_max = %2，K = %3</translation>
    </message>
    <message>
        <source>%1 dB</source>
        <translation>%1 dB</translation>
    </message>
</context>
<context>
    <name>pe::ui::FourierView</name>
    <message>
        <source>The dimension shown in the line plot at the bottom.</source>
        <translation>底部折线图中显示的维度。</translation>
    </message>
    <message>
        <source>D&amp;imension:</source>
        <translation>维度(&amp;I)：</translation>
    </message>
    <message>
        <source>loaded table</source>
        <translation>已加载的表</translation>
    </message>
    <message>
        <source>The reconstructed matrix would hold L × d = %1 values; the limit is %2. Lower L or d.</source>
        <translation>重建的矩阵将包含 L × d = %1 个值；上限为 %2。请减小 L 或 d。</translation>
    </message>
    <message>
        <source>the error curve over all d columns needs L × d = %1 samples; the limit is %2. Lower L or d.</source>
        <translation>覆盖全部 d 列的误差曲线需要 L × d = %1 个样本；上限为 %2。请减小 L 或 d。</translation>
    </message>
    <message>
        <source>, %1, L_max = %2, K = %3, Fourier sum %4, σ scale %5</source>
        <translation>，%1，L_max = %2，K = %3，傅里叶求和 %4，σ 缩放 %5</translation>
    </message>
</context>
<context>
    <name>pe::ui::HeatmapView</name>
    <message>
        <source>Position t</source>
        <translation>位置 t</translation>
    </message>
    <message>
        <source>The CSV of the PE matrix would hold L × d = %1 values; the limit is %2. Lower L or d to export the exact values.</source>
        <translation>PE 矩阵的 CSV 将包含 L × d = %1 个值；上限为 %2。请减小 L 或 d 以导出精确值。</translation>
    </message>
    <message>
        <source>
Double-click to open this cell in the formula inspector.</source>
        <translation>
双击可在公式检查器中打开此单元格。</translation>
    </message>
    <message>
        <source>Each pixel: average of %1 positions × %2 dimensions</source>
        <translation>每个像素：%1 个位置 × %2 个维度的平均</translation>
    </message>
    <message>
        <source>Each matrix entry covers one pixel or more</source>
        <translation>每个矩阵元素覆盖一个或多个像素</translation>
    </message>
    <message>
        <source>
(the colour averages the entries under the pixel, about %1 × %2)</source>
        <translation>
（颜色是像素下方元素的平均，约 %1 × %2 个）</translation>
    </message>
    <message>
        <source>Each pixel blends the matrix entries under it, never picks one out: the formula is smoothed over about one pixel along both axes (a box filter applied four times), and a loaded table is averaged, each entry weighted by how much of it the pixel covers. Waves faster than the pixels fade to white instead of beating against the pixel grid into false stripes and arcs. Zoom with the wheel to see single positions.</source>
        <translation>每个像素混合它所覆盖的矩阵元素，而不是只取其中一个：公式沿两个轴在约一个像素的范围内平滑（盒式滤波器连续应用四次），载入的表格则取平均，每个元素按像素覆盖它的比例加权。比像素更快的波会渐变为白色，而不会与像素网格相互干涉，形成虚假的条纹和弧线。用鼠标滚轮缩放可看到单个位置。</translation>
    </message>
    <message>
        <source>PE(t, dim)</source>
        <translation>PE(t, dim)</translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation>维度</translation>
    </message>
    <message>
        <source>p(t, dim)</source>
        <translation>p(t, dim)</translation>
    </message>
    <message>
        <source>Dimension (sines, then cosines; fast first in each half)</source>
        <translation>维度（先正弦，后余弦；每一半中快的在前）</translation>
    </message>
    <message>
        <source>Dimension (low: fast, high: slow)</source>
        <translation>维度（编号小：快，编号大：慢）</translation>
    </message>
    <message>
        <source>position t = %1, dimension %2
p(t, dim) = %3</source>
        <translation>位置 t = %1，维度 %2
p(t, dim) = %3</translation>
    </message>
    <message>
        <source>position t = %1, dimension %2
pair k = %3 (%4)
ω_k = %5, wavelength = %6 positions
PE = %4(%7) = %8</source>
        <translation>位置 t = %1，维度 %2
第 k = %3 对（%4）
ω_k = %5，波长 = %6 个位置
PE = %4(%7) = %8</translation>
    </message>
    <message>
        <source>Learned position embeddings: %1, %2</source>
        <translation>学习得到的位置嵌入：%1，%2</translation>
    </message>
    <message>
        <source>Sinusoidal positional encoding: %1 (%2)</source>
        <translation>正弦位置编码：%1（%2）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>Each pixel: average of %1 positions, one dimension</source>
        <translation>每个像素：%1 个位置的平均，一个维度</translation>
    </message>
    <message>
        <source>Each pixel: one position, average of %1 dimensions</source>
        <translation>每个像素：一个位置，%1 个维度的平均</translation>
    </message>
</context>
<context>
    <name>pe::ui::InspectorRowsModel</name>
    <message>
        <source>PE(%1, %2) = %3(%1 / %4^%5) = %3(%1 / %6) = %3(%7) = %8</source>
        <translation>PE(%1, %2) = %3(%1 / %4^%5) = %3(%1 / %6) = %3(%7) = %8</translation>
    </message>
    <message>
        <source>sin|cos</source>
        <translation>sin|cos</translation>
    </message>
    <message>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>dim</source>
        <translation>维度</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>2k/d</source>
        <translation>2k/d</translation>
    </message>
    <message>
        <source>divisor
n^(2k/d)</source>
        <translation>除数
n^(2k/d)</translation>
    </message>
    <message>
        <source>argument
t / divisor</source>
        <translation>自变量
t / 除数</translation>
    </message>
</context>
<context>
    <name>pe::ui::InspectorView</name>
    <message>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>The formula of the selected row, with the current values substituted.</source>
        <translation>所选行的公式，代入了当前数值。</translation>
    </message>
    <message>
        <source>Divisor table</source>
        <translation>除数表</translation>
    </message>
    <message>
        <source>A sentence, one row per word</source>
        <translation>一个句子，每个词一行</translation>
    </message>
    <message>
        <source>Classroom example: n = 100, d = &amp;4</source>
        <translation>课堂示例：n = 100，d = &amp;4</translation>
    </message>
    <message>
        <source>Sentence: %1</source>
        <translation>句子：%1</translation>
    </message>
    <message>
        <source>Only the first %1 of %2 words are shown.</source>
        <translation>只显示了 %2 个词中的前 %1 个。</translation>
    </message>
    <message>
        <source> The table shows its first %1 columns; the CSV has all of them.</source>
        <translation>表格显示前 %1 列；CSV 包含全部列。</translation>
    </message>
    <message>
        <source>PE&lt;sub&gt;(%1, %2)&lt;/sub&gt; = &lt;span style=&apos;color:%3&apos;&gt;%4&lt;/span&gt;(%1 / %5&lt;sup&gt;2·%6/%7&lt;/sup&gt;) = %4(%1 / %8) = %4(%9) = &lt;b&gt;%10&lt;/b&gt;</source>
        <translation>PE&lt;sub&gt;(%1, %2)&lt;/sub&gt; = &lt;span style=&apos;color:%3&apos;&gt;%4&lt;/span&gt;(%1 / %5&lt;sup&gt;2·%6/%7&lt;/sup&gt;) = %4(%1 / %8) = %4(%9) = &lt;b&gt;%10&lt;/b&gt;</translation>
    </message>
    <message>
        <source>A sentence</source>
        <translation>一个句子</translation>
    </message>
    <message>
        <source>&amp;Position t:</source>
        <translation>位置 t(&amp;P)：</translation>
    </message>
    <message>
        <source>The position whose vector PE(t) the table takes apart: any position up to %L1, whatever L is, to check a far position&apos;s values. Shared with the other position-based views, which show at most L−1.</source>
        <translation>表格拆解其向量 PE(t) 的位置：不论 L 多大，可取到 %L1 的任意位置，以检查远处位置的值。与其他基于位置的视图共用，那些视图最多显示到 L−1。</translation>
    </message>
    <message>
        <source>The position whose vector PE(t) the table takes apart, 0 … L−1. Shared with the other position-based views.</source>
        <translation>表格拆解其向量 PE(t) 的位置，0 … L−1。与其他基于位置的视图共用。</translation>
    </message>
    <message>
        <source>Worked example: every dimension of PE(t). Select a row to see its formula with the values substituted.</source>
        <translation>详解示例：PE(t) 的每个维度。选择一行可查看代入数值后的公式。</translation>
    </message>
    <message>
        <source>Divisor table: the divisor n^(2k/d) grows from 1 towards n, so high dimensions turn slowly.</source>
        <translation>除数表：除数 n^(2k/d) 从 1 增长到 n，因此高维度转得慢。</translation>
    </message>
    <message>
        <source>PE(t), dimension by dimension</source>
        <translation>PE(t)，逐维度</translation>
    </message>
    <message>
        <source>PE(t, dim) for the word at position t: sin in even columns, cos in odd ones.</source>
        <translation>位置 t 处词的 PE(t, dim)：偶数列为 sin，奇数列为 cos。</translation>
    </message>
    <message>
        <source>PE(t) and its divisors</source>
        <translation>PE(t) 及其除数</translation>
    </message>
    <message>
        <source>, t = %1</source>
        <translation>，t = %1</translation>
    </message>
    <message>
        <source>PE&lt;sub&gt;(t, 2k)&lt;/sub&gt; = sin(t / n&lt;sup&gt;2k/d&lt;/sup&gt;), &amp;nbsp; PE&lt;sub&gt;(t, 2k+1)&lt;/sub&gt; = cos(t / n&lt;sup&gt;2k/d&lt;/sup&gt;)</source>
        <translation>PE&lt;sub&gt;(t, 2k)&lt;/sub&gt; = sin(t / n&lt;sup&gt;2k/d&lt;/sup&gt;), &amp;nbsp; PE&lt;sub&gt;(t, 2k+1)&lt;/sub&gt; = cos(t / n&lt;sup&gt;2k/d&lt;/sup&gt;)</translation>
    </message>
    <message>
        <source>PE&lt;sub&gt;(t, k)&lt;/sub&gt; = sin(t / n&lt;sup&gt;2k/d&lt;/sup&gt;), &amp;nbsp; PE&lt;sub&gt;(t, P+k)&lt;/sub&gt; = cos(t / n&lt;sup&gt;2k/d&lt;/sup&gt;), &amp;nbsp; P = ⌈d/2⌉</source>
        <translation>PE&lt;sub&gt;(t, k)&lt;/sub&gt; = sin(t / n&lt;sup&gt;2k/d&lt;/sup&gt;), &amp;nbsp; PE&lt;sub&gt;(t, P+k)&lt;/sub&gt; = cos(t / n&lt;sup&gt;2k/d&lt;/sup&gt;), &amp;nbsp; P = ⌈d/2⌉</translation>
    </message>
    <message>
        <source>Set %1, the small classroom example (changes the shared parameters).</source>
        <translation>设为 %1，即课堂小例子（会修改共用参数）。</translation>
    </message>
    <message>
        <source>%1 words → a %1 × %2 matrix (%3, %4).</source>
        <translation>%1 个词 → 一个 %1 × %2 的矩阵（%3，%4）。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
</context>
<context>
    <name>pe::ui::LadderPlot</name>
    <message>
        <source>Exponent 2k/d: where the pair sits on the ladder</source>
        <translation>指数 2k/d：该对在阶梯上的位置</translation>
    </message>
    <message>
        <source>Wavelength λₖ (positions)</source>
        <translation>波长 λₖ（位置数）</translation>
    </message>
    <message>
        <source>Pair k</source>
        <translation>第 k 对</translation>
    </message>
    <message>
        <source>Above L: less than one turn within the sequence.
These pairs say where in the sequence a token is, not what is near it,
and they are the ones extrapolation past L stresses.</source>
        <translation>高于 L：在整个序列内不足一圈。
这些维度对表示词元位于序列中的何处，而不是它附近有什么，
外推到 L 之外时受考验的正是它们。</translation>
    </message>
    <message>
        <source>pairs turning less than once within L: %1</source>
        <translation>在 L 内转不到一圈的对：%1</translation>
    </message>
    <message>
        <source>d = %1: %2 steps on the same range (staircase)</source>
        <translation>d = %1：同一范围内 %2 个台阶（阶梯）</translation>
    </message>
    <message>
        <source>2π ≈ 6.28: fastest pair</source>
        <translation>2π ≈ 6.28：最快的一对</translation>
    </message>
    <message>
        <source>2π·n ≈ %1: the ladder&apos;s ceiling</source>
        <translation>2π·n ≈ %1：阶梯的上限</translation>
    </message>
    <message>
        <source>alien clock 3600^(2k)</source>
        <translation>外星时钟 3600^(2k)</translation>
    </message>
    <message>
        <source>alien clock %1^(2k)</source>
        <translation>外星时钟 %1^(2k)</translation>
    </message>
    <message>
        <source>%1 (exponent not divided by d): %2 of %3 informative</source>
        <translation>%1（指数未除以 d）：%3 个中有 %2 个有信息量</translation>
    </message>
    <message>
        <source>alien pairs with λ &gt; 10^16, pinned to the top edge: %1</source>
        <translation>λ &gt; 10^16 的外星对，固定在上边缘：%1</translation>
    </message>
    <message>
        <source>The base explored: a dimension is informative when it varies by at least %1 over positions 0 … L−1</source>
        <translation>所探索的基数：当某维度在位置 0 … L−1 上的变化至少为 %1 时，视其为有信息量</translation>
    </message>
    <message>
        <source>d = %1: from %2 to %3 (%4 pairs)</source>
        <translation>d = %1：从 %2 到 %3（%4 对）</translation>
    </message>
    <message>
        <source>Wavelength ladder λₖ = 2π·n^(2k/d): %1</source>
        <translation>波长阶梯 λₖ = 2π·n^(2k/d)：%1</translation>
    </message>
    <message>
        <source>%1: pairs turning at least once within L: %2 of %3</source>
        <translation>%1：在 L 内至少转一圈的对：%3 对中的 %2 对</translation>
    </message>
    <message>
        <source>Pair k (%1)</source>
        <translation>第 k 对（%1）</translation>
    </message>
    <message>
        <source>Divisors n^(2k/d), k = 0 … pairs − 1, %1:</source>
        <translation>除数 n^(2k/d)，k = 0 … 对数 − 1，%1：</translation>
    </message>
    <message>
        <source>%1, exponent 2k/d: %2 of %3 dimensions informative</source>
        <translation>%1，指数 2k/d：%3 个维度中有 %2 个有信息量</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>Wavelength ladder: %1</source>
        <translation>波长阶梯：%1</translation>
    </message>
    <message>
        <source>%1 of %2 turn within L</source>
        <translation>%1/%2 满一圈</translation>
    </message>
    <message>
        <source>%1 under one turn</source>
        <translation>%1 不到一圈</translation>
    </message>
    <message>
        <source>d = %1</source>
        <translation>d = %1</translation>
    </message>
    <message>
        <source>%1: %2 of %3 informative</source>
        <translation>%1：%2/%3 有信息量</translation>
    </message>
    <message>
        <source>λ &gt; 10^16, at the top: %1</source>
        <translation>λ &gt; 10^16，置于顶部：%1</translation>
    </message>
    <message>
        <source>The base explored</source>
        <translation>所探索的基数</translation>
    </message>
</context>
<context>
    <name>pe::ui::LessonBar</name>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ 上一步(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>下一步(&amp;N) ▶</translation>
    </message>
    <message>
        <source>&amp;End lesson</source>
        <translation>结束课程(&amp;E)</translation>
    </message>
    <message>
        <source>The previous step (PageUp, ←)</source>
        <translation>上一步（PageUp，←）</translation>
    </message>
    <message>
        <source>Reveal the figure, or the next step (PageDown, →)</source>
        <translation>显示图形，或进入下一步（PageDown，→）</translation>
    </message>
    <message>
        <source>Leave the lesson; the figure stays as it is</source>
        <translation>离开课程；图形保持原样</translation>
    </message>
    <message>
        <source>%1 — step %2 of %3</source>
        <translation>%1 — 第 %2 步，共 %3 步</translation>
    </message>
    <message>
        <source>&amp;Reveal ▶</source>
        <translation>揭晓(&amp;R) ▶</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>完成(&amp;F)</translation>
    </message>
</context>
<context>
    <name>pe::ui::LiveRecording</name>
    <message>
        <source>unknown animation extension (use .mp4, .webm or .gif)</source>
        <translation>未知的动画扩展名（请使用 .mp4、.webm 或 .gif）</translation>
    </message>
    <message>
        <source>nothing was recorded</source>
        <translation>没有录制任何内容</translation>
    </message>
</context>
<context>
    <name>pe::ui::MainWindow</name>
    <message>
        <source>Positional Encoding Explorer</source>
        <translation>Positional Encoding Explorer（位置编码探索器）</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Time from the last parameter change to the finished redraw.</source>
        <translation>从最后一次参数修改到重绘完成的时间。</translation>
    </message>
    <message>
        <source>frame %1 ms</source>
        <translation>帧 %1 ms</translation>
    </message>
    <message>
        <source>The current view is being computed in the background.</source>
        <translation>当前视图正在后台计算。</translation>
    </message>
    <message>
        <source>%1 settings</source>
        <translation>%1 设置</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Export figure…</source>
        <translation>导出图形(&amp;E)…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Save the current view as PNG, SVG or PDF, with its parameters as caption.</source>
        <translation>将当前视图保存为 PNG、SVG 或 PDF，并以其参数作为图注。</translation>
    </message>
    <message>
        <source>Export &amp;data as CSV…</source>
        <translation>导出数据为 CSV(&amp;D)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>Open position embeddings</source>
        <translation>打开位置嵌入</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Analyse a learned position-embedding matrix (.npy, .safetensors, .csv, .tsv) instead of the sinusoidal formula. You can also drop the file on the window.</source>
        <translation>分析学习得到的位置嵌入矩阵（.npy、.safetensors、.csv、.tsv），代替正弦公式。也可以把文件拖放到窗口上。</translation>
    </message>
    <message>
        <source>&amp;Open session…</source>
        <translation>打开会话(&amp;O)…</translation>
    </message>
    <message>
        <source>Restore the view, parameters and settings saved in a session file.</source>
        <translation>恢复会话文件中保存的视图、参数和设置。</translation>
    </message>
    <message>
        <source>&amp;Save session…</source>
        <translation>保存会话(&amp;S)…</translation>
    </message>
    <message>
        <source>Save the current view, parameters and every view&apos;s settings to a small file.</source>
        <translation>将当前视图、参数和每个视图的设置保存到一个小文件中。</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>&amp;Copy figure</source>
        <translation>复制图形(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the current figure to the clipboard, as an image and as SVG, for slides.</source>
        <translation>将当前图形以图像和 SVG 两种形式复制到剪贴板，便于制作幻灯片。</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>Pre&amp;sets</source>
        <translation>预设(&amp;S)</translation>
    </message>
    <message>
        <source>pe-explorer --preset %1</source>
        <translation>pe-explorer --preset %1</translation>
    </message>
    <message>
        <source>Needs the “%1” view, which this build does not have.</source>
        <translation>需要“%1”视图，而此版本中没有。</translation>
    </message>
    <message>
        <source>pe-explorer --lesson %1</source>
        <translation>pe-explorer --lesson %1</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>关于(&amp;A)</translation>
    </message>
    <message>
        <source>About Positional Encoding Explorer</source>
        <translation>关于 Positional Encoding Explorer</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Positional Encoding Explorer %1&lt;/h3&gt;&lt;p&gt;Live views of the sinusoidal positional encoding of &lt;i&gt;Attention Is All You Need&lt;/i&gt;: PE(t, 2k) = sin(t / n&lt;sup&gt;2k/d&lt;/sup&gt;), PE(t, 2k+1) = cos(t / n&lt;sup&gt;2k/d&lt;/sup&gt;).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Positional Encoding Explorer %1&lt;/h3&gt;&lt;p&gt;实时展示 &lt;i&gt;Attention Is All You Need&lt;/i&gt; 中的正弦位置编码：PE(t, 2k) = sin(t / n&lt;sup&gt;2k/d&lt;/sup&gt;)，PE(t, 2k+1) = cos(t / n&lt;sup&gt;2k/d&lt;/sup&gt;)。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Interface &amp;size</source>
        <translation>界面大小(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Normal (100 %)</source>
        <translation>正常(&amp;N) (100 %)</translation>
    </message>
    <message>
        <source>&amp;Large (125 %)</source>
        <translation>大(&amp;L) (125 %)</translation>
    </message>
    <message>
        <source>&amp;Projector (150 %)</source>
        <translation>投影仪(&amp;P) (150 %)</translation>
    </message>
    <message>
        <source>&amp;Very large (200 %)</source>
        <translation>特大(&amp;V) (200 %)</translation>
    </message>
    <message>
        <source>Text, controls and plots at %1 % of their normal size, for a projector. Applied when pe-explorer starts.</source>
        <translation>文字、控件和图表为正常大小的 %1 %，适合投影仪。在 pe-explorer 启动时生效。</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>语言(&amp;G)</translation>
    </message>
    <message>
        <source>Interface size</source>
        <translation>界面大小</translation>
    </message>
    <message>
        <source>The new interface size applies when pe-explorer starts again. Restart now? The current view and parameters are kept.</source>
        <translation>新的界面大小在 pe-explorer 下次启动时生效。现在重启吗？当前视图和参数会保留。</translation>
    </message>
    <message>
        <source>&amp;Restart now</source>
        <translation>立即重启(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>稍后(&amp;L)</translation>
    </message>
    <message>
        <source>Preset failed</source>
        <translation>预设失败</translation>
    </message>
    <message>
        <source>Preset: %1</source>
        <translation>预设：%1</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>Lesson step failed</source>
        <translation>课程步骤失败</translation>
    </message>
    <message>
        <source>Unknown figure extension in “%1”: use .png, .svg or .pdf.</source>
        <translation>“%1”的图形扩展名未知：请使用 .png、.svg 或 .pdf。</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Cannot export CSV</source>
        <translation>无法导出 CSV</translation>
    </message>
    <message>
        <source>Export data as CSV</source>
        <translation>导出数据为 CSV</translation>
    </message>
    <message>
        <source>The CSV of this view is large: %1. Write it anyway?</source>
        <translation>此视图的 CSV 很大：%1。仍要写入吗？</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>正在写入 %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Writing %1… %2 MB</source>
        <translation>正在写入 %1… %2 MB</translation>
    </message>
    <message>
        <source>Cannot open the embeddings</source>
        <translation>无法打开嵌入</translation>
    </message>
    <message>
        <source>Analysing %1</source>
        <translation>正在分析 %1</translation>
    </message>
    <message>
        <source>Copy failed</source>
        <translation>复制失败</translation>
    </message>
    <message>
        <source>Figure copied to the clipboard</source>
        <translation>图形已复制到剪贴板</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>保存会话</translation>
    </message>
    <message>
        <source>Session (*.json)</source>
        <translation>会话 (*.json)</translation>
    </message>
    <message>
        <source>Saving the session failed</source>
        <translation>保存会话失败</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>打开会话</translation>
    </message>
    <message>
        <source>Cannot open the session</source>
        <translation>无法打开会话</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Open e&amp;mbeddings…</source>
        <translation>打开嵌入(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Parameters panel</source>
        <translation>参数面板(&amp;P)</translation>
    </message>
    <message>
        <source>P&amp;arameters</source>
        <translation>参数(&amp;A)</translation>
    </message>
    <message>
        <source>Lesso&amp;ns</source>
        <translation>课程(&amp;N)</translation>
    </message>
    <message>
        <source>Open a model</source>
        <translation>打开模型</translation>
    </message>
    <message>
        <source>Models (config.json *.gguf *.safetensors *.npz *.index.json);;All files (*)</source>
        <translation>模型 (config.json *.gguf *.safetensors *.npz *.index.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open a model&apos;s config.json, weights or .gguf file: its positional scheme&apos;s view opens with the model&apos;s own settings. You can also drop the model&apos;s folder on the window.</source>
        <translation>打开模型的 config.json、权重或 .gguf 文件：以模型自己的设置打开其位置方案的视图。也可以把模型文件夹拖放到窗口上。</translation>
    </message>
    <message>
        <source>Cannot open the model: %1</source>
        <translation>无法打开模型：%1</translation>
    </message>
    <message>
        <source>Opened %1: %2</source>
        <translation>已打开 %1：%2</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>重新加载</translation>
    </message>
    <message>
        <source>Read the embeddings file again as it is now on disk</source>
        <translation>按磁盘上的当前内容重新读取嵌入文件</translation>
    </message>
    <message>
        <source>%1 changed on disk: the views show the table as it was loaded; Reload reads it again.</source>
        <translation>%1 在磁盘上已更改：视图显示的是加载时的表；点“重新加载”可再次读取。</translation>
    </message>
    <message>
        <source>Reload failed: %1</source>
        <translation>重新加载失败：%1</translation>
    </message>
    <message>
        <source>Reloaded %1</source>
        <translation>已重新加载 %1</translation>
    </message>
    <message>
        <source>Export &amp;animation…</source>
        <translation>导出动画(&amp;A)…</translation>
    </message>
    <message>
        <source>Ctrl+Alt+E</source>
        <translation>Ctrl+Alt+E</translation>
    </message>
    <message>
        <source>Save an MP4, WebM or GIF of the current view while one parameter sweeps a range.</source>
        <translation>在一个参数扫过某个范围时，把当前视图保存为 MP4、WebM 或 GIF。</translation>
    </message>
    <message>
        <source>Ctrl+Y</source>
        <translation>Ctrl+Y</translation>
    </message>
    <message>
        <source>&amp;Print handout…</source>
        <translation>打印讲义(&amp;P)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>A PDF of the lesson: one A4 page per step with its figure and text, room to answer each question, the answers at the end.</source>
        <translation>课程的 PDF：每一步一页 A4，含图和文字，每个问题留有作答空间，答案在最后。</translation>
    </message>
    <message>
        <source>Export &amp;slides…</source>
        <translation>导出幻灯片(&amp;S)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+L</source>
        <translation>Ctrl+Shift+L</translation>
    </message>
    <message>
        <source>One PNG per step of the lesson, into a folder, for slides.</source>
        <translation>课程每一步一张 PNG，写入一个文件夹，用于幻灯片。</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>手册(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>Open mode&amp;l…</source>
        <translation>打开模型(&amp;L)…</translation>
    </message>
    <message>
        <source>P&amp;anels</source>
        <translation>面板(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Focus panel</source>
        <translation>放大面板(&amp;F)</translation>
    </message>
    <message>
        <source>One panel of the figure over all of its room (or double-click the panel); F8 or Esc shows them all again.</source>
        <translation>让图中的一个面板占满整个区域（或双击该面板）；按 F8 或 Esc 重新显示全部面板。</translation>
    </message>
    <message>
        <source>&amp;Next panel</source>
        <translation>下一个面板(&amp;N)</translation>
    </message>
    <message>
        <source>Alt+Right</source>
        <translation>Alt+Right</translation>
    </message>
    <message>
        <source>P&amp;revious panel</source>
        <translation>上一个面板(&amp;R)</translation>
    </message>
    <message>
        <source>Alt+Left</source>
        <translation>Alt+Left</translation>
    </message>
    <message>
        <source>&amp;Reset to the paper (%1)</source>
        <translation>恢复论文设置(&amp;R)（%1）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>(Reveal ▶ shows the figure)</source>
        <translation>（“揭晓 ▶”显示图形）</translation>
    </message>
</context>
<context>
    <name>pe::ui::ManualDialog</name>
    <message>
        <source>Manual</source>
        <translation>手册</translation>
    </message>
</context>
<context>
    <name>pe::ui::OrderView</name>
    <message>
        <source>without positions</source>
        <translation>无位置</translation>
    </message>
    <message>
        <source>with positions (word + PE)</source>
        <translation>有位置（词 + PE）</translation>
    </message>
    <message>
        <source>%1 — “%2” / “%3”, %4, d = %5</source>
        <translation>%1 — “%2” / “%3”，%4，d = %5</translation>
    </message>
    <message>
        <source>with positions</source>
        <translation>有位置</translation>
    </message>
    <message>
        <source>Self-attention %1: “%2” vs “%3”</source>
        <translation>自注意力（%1）：“%2” 与 “%3”</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Sentence 1: word (position)</source>
        <translation>句子 1：词（位置）</translation>
    </message>
    <message>
        <source>Sentence 2, rows matched by word: word (position)</source>
        <translation>句子 2，按词对齐的行：词（位置）</translation>
    </message>
    <message>
        <source>output value</source>
        <translation>输出值</translation>
    </message>
    <message>
        <source>“%1”: max difference %2 without positions, %3 with</source>
        <translation>“%1”：无位置时最大差值 %2，有位置时 %3</translation>
    </message>
    <message>
        <source>sentence 1, “%1” at position %2, dimension %3: %4</source>
        <translation>句子 1，“%1” 位于位置 %2，维度 %3：%4</translation>
    </message>
    <message>
        <source>sentence 2, “%1” at position %2, dimension %3: %4</source>
        <translation>句子 2，“%1” 位于位置 %2，维度 %3：%4</translation>
    </message>
    <message>
        <source>without positions: max %1</source>
        <translation>无位置：最大 %1</translation>
    </message>
    <message>
        <source>with positions: max %1</source>
        <translation>有位置：最大 %1</translation>
    </message>
    <message>
        <source>One head, softmax(QKᵀ/√d) V. Without positions each word gets the same output in both sentences, only in another row: max difference %1 (rounding).</source>
        <translation>一个注意力头，softmax(QKᵀ/√d) V。没有位置时，每个词在两个句子中的输出相同，只是所在行不同：最大差值 %1（舍入误差）。</translation>
    </message>
    <message>
        <source>With the sinusoidal encoding added (d = %1, %2) the outputs differ: max difference %3. The maps show: %4.</source>
        <translation>加上正弦位置编码（d = %1，%2）后输出不同：最大差值 %3。图中显示：%4。</translation>
    </message>
    <message>
        <source>Output dim.</source>
        <translation>输出维度</translation>
    </message>
    <message>
        <source>Max |output 1 − output 2|</source>
        <translation>最大 |输出 1 − 输出 2|</translation>
    </message>
</context>
<context>
    <name>pe::ui::PaneHeader</name>
    <message>
        <source>The view shown in this pane.</source>
        <translation>此窗格显示的视图。</translation>
    </message>
    <message>
        <source>The parameters of this pane. Click the pane to edit them in the Parameters dock.</source>
        <translation>此窗格的参数。单击窗格即可在“参数”面板中编辑。</translation>
    </message>
</context>
<context>
    <name>pe::ui::ParameterPanel</name>
    <message>
        <source>Unload the embeddings file and show the sinusoidal encoding again.</source>
        <translation>卸载嵌入文件，重新显示正弦编码。</translation>
    </message>
    <message>
        <source>&lt;p&gt;p(t) = row t of &lt;b&gt;%1&lt;/b&gt;: %2 positions × %3 dimensions, learned.&lt;/p&gt;</source>
        <translation>&lt;p&gt;p(t) = &lt;b&gt;%1&lt;/b&gt; 的第 t 行：%2 个位置 × %3 个维度，学习得到。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;PE(t, 2k) = sin(ω&lt;sub&gt;k&lt;/sub&gt; t)&lt;br&gt;PE(t, 2k+1) = cos(ω&lt;sub&gt;k&lt;/sub&gt; t)&lt;br&gt;ω&lt;sub&gt;k&lt;/sub&gt; = n&lt;sup&gt;−2k/d&lt;/sup&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;PE(t, 2k) = sin(ω&lt;sub&gt;k&lt;/sub&gt; t)&lt;br&gt;PE(t, 2k+1) = cos(ω&lt;sub&gt;k&lt;/sub&gt; t)&lt;br&gt;ω&lt;sub&gt;k&lt;/sub&gt; = n&lt;sup&gt;−2k/d&lt;/sup&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Bac&amp;k to the formula</source>
        <translation>回到公式(&amp;K)</translation>
    </message>
</context>
<context>
    <name>pe::ui::PresentationMode</name>
    <message>
        <source>Presentation</source>
        <translation>演示</translation>
    </message>
    <message>
        <source>Leave (Esc)</source>
        <translation>退出 (Esc)</translation>
    </message>
    <message>
        <source>Back to the window with its menus and panels.</source>
        <translation>回到带菜单和面板的窗口。</translation>
    </message>
    <message>
        <source>Presentation &amp;mode</source>
        <translation>演示模式(&amp;M)</translation>
    </message>
    <message>
        <source>The figure over the whole screen with d, n and L in large type, for a projector. Esc leaves it.</source>
        <translation>图形铺满全屏，d、n、L 用大字显示，适合投影。按 Esc 退出。</translation>
    </message>
    <message>
        <source>&amp;Pointer</source>
        <translation>指示光标(&amp;P)</translation>
    </message>
    <message>
        <source>In presentation mode: a large ring that follows the mouse, for the room to see what you point at.</source>
        <translation>演示模式下：一个跟随鼠标的大圆环，让全场看清你指向的地方。</translation>
    </message>
</context>
<context>
    <name>pe::ui::RequirementsView</name>
    <message>
        <source>Δ = %1: %2, %3</source>
        <translation>Δ = %1：%2，%3</translation>
    </message>
    <message>
        <source>Δ = %1: %2</source>
        <translation>Δ = %1：%2</translation>
    </message>
    <message>
        <source>closest pair: ‖PE(%1) − PE(%2)‖ = %3</source>
        <translation>最近的一对：‖PE(%1) − PE(%2)‖ = %3</translation>
    </message>
    <message>
        <source>only one position</source>
        <translation>只有一个位置</translation>
    </message>
    <message>
        <source>Over all pairs of the table&apos;s rows 0 … %1, compared directly.</source>
        <translation>在表的第 0 … %1 行的所有配对上直接比较。</translation>
    </message>
    <message>
        <source>Over positions 0 … %1. It depends only on the offset Δ: ‖PE(t) − PE(t+Δ)‖² = Σₖ 2(1 − cos ωₖΔ), so %2 offsets are searched, not %3 pairs.</source>
        <translation>在位置 0 … %1 上。它只取决于偏移 Δ：‖PE(t) − PE(t+Δ)‖² = Σₖ 2(1 − cos ωₖΔ)，所以只需搜索 %2 个偏移，而不是 %3 个配对。</translation>
    </message>
    <message>
        <source>%1 (The first %2 of the %3 positions: the search costs rows² × d.)</source>
        <translation>%1（%3 个位置中的前 %2 个：搜索的代价为 行数² × d。）</translation>
    </message>
    <message>
        <source>1 · Every position is unique</source>
        <translation>1 · 每个位置都唯一</translation>
    </message>
    <message>
        <source>the same for every t</source>
        <translation>对所有 t 都相同</translation>
    </message>
    <message>
        <source>varies with t: spread %1 at Δ = %2</source>
        <translation>随 t 变化：Δ = %2 时极差 %1</translation>
    </message>
    <message>
        <source>‖PE(t) − PE(t+Δ)‖ and its max − min over t:</source>
        <translation>‖PE(t) − PE(t+Δ)‖ 及其在 t 上的最大值 − 最小值：</translation>
    </message>
    <message>
        <source>(%1 t per offset, in evenly spaced runs.)</source>
        <translation>（每个偏移取 %1 个 t，分成等间距的几段。）</translation>
    </message>
    <message>
        <source>2 · Same offset, same distance</source>
        <translation>2 · 相同偏移，相同距离</translation>
    </message>
    <message>
        <source>3 · Works past the training length</source>
        <translation>3 · 超出训练长度仍然有效</translation>
    </message>
    <message>
        <source>no vector for position %1 or later</source>
        <translation>位置 %1 及以后没有向量</translation>
    </message>
    <message>
        <source>A learned table has one row per position seen in training (%1 here): nothing to look up past its end, so a model using it cannot read longer inputs.</source>
        <translation>学习得到的表对训练中见过的每个位置有一行（这里是 %1 行）：表尾之后无从查起，所以使用它的模型无法读取更长的输入。</translation>
    </message>
    <message>
        <source>The formula has no last row. Closest pair in 0 … %1: ‖PE(%2) − PE(%3)‖ = %4.</source>
        <translation>公式没有最后一行。0 … %1 中最近的一对：‖PE(%2) − PE(%3)‖ = %4。</translation>
    </message>
    <message>
        <source>Max − min over t = %1 … %2: %3</source>
        <translation>t = %1 … %2 上的最大值 − 最小值：%3</translation>
    </message>
    <message>
        <source>%1 … %2: unique, same distances</source>
        <translation>%1 … %2：各不相同，距离相同</translation>
    </message>
    <message>
        <source>computed twice: bit-identical</source>
        <translation>计算两次：逐位相同</translation>
    </message>
    <message>
        <source>computed twice: bits differ</source>
        <translation>计算两次：位不同</translation>
    </message>
    <message>
        <source>Checked on rows 0 … %1 (%2 values), computed in one pass and again row by row.</source>
        <translation>在第 0 … %1 行上检查（%2 个值），先一次算完，再逐行重算。</translation>
    </message>
    <message>
        <source>This file gives the same vectors every time, but they come from training: another seed or other data give other vectors.</source>
        <translation>这个文件每次给出相同的向量，但它们来自训练：换一个种子或换一批数据，就会得到别的向量。</translation>
    </message>
    <message>
        <source>A formula of t, d and n: the same inputs give the same vectors on every run and machine.</source>
        <translation>t、d 和 n 的公式：相同的输入在每次运行、每台机器上都给出相同的向量。</translation>
    </message>
    <message>
        <source>4 · Deterministic</source>
        <translation>4 · 确定性</translation>
    </message>
    <message>
        <source>All L × d = %1 components rounded once, from their accurate values, to %2 (%3 significant bits).</source>
        <translation>全部 L × d = %1 个分量从精确值舍入一次，存为 %2（%3 位有效位）。</translation>
    </message>
    <message>
        <source>Fewest dimensions that still tell t and t+1 apart: %1 of %2 (t = %3).</source>
        <translation>仍能区分 t 与 t+1 的最少维度数：%1 / %2（t = %3）。</translation>
    </message>
    <message>
        <source>First duplicate: position %1 rounds to the vector of position %2.</source>
        <translation>第一个重复：位置 %1 舍入后成为位置 %2 的向量。</translation>
    </message>
    <message>
        <source>Neighbours cannot merge: the fastest pair (ω₀ = 1) moves 2 sin(½) ≈ 0.96 per step.</source>
        <translation>相邻位置不会重合：最快的一对（ω₀ = 1）每步移动 2 sin(½) ≈ 0.96。</translation>
    </message>
    <message>
        <source>Precision: stored as %1</source>
        <translation>精度：存为 %1</translation>
    </message>
    <message>
        <source>%1 neighbour collisions, %2 duplicate positions</source>
        <translation>%1 次相邻碰撞，%2 个重复位置</translation>
    </message>
    <message>
        <source>Position t</source>
        <translation>位置 t</translation>
    </message>
    <message>
        <source>Dimensions telling t, t+1 apart</source>
        <translation>区分 t 与 t+1 的维度数</translation>
    </message>
    <message>
        <source>Duplicate positions so far</source>
        <translation>至此的重复位置数</translation>
    </message>
    <message>
        <source>Four requirements of a positional encoding, measured on %1</source>
        <translation>位置编码的四项要求，在 %1 上测量</translation>
    </message>
    <message>
        <source>%1 Offsets %2 are not below L: skipped.</source>
        <translation>%1 偏移 %2 不小于 L：已跳过。</translation>
    </message>
    <message>
        <source>Pairs t, t+1 that differ in %1 (%)</source>
        <translation>在 %1 下不同的 t、t+1 对（%）</translation>
    </message>
    <message>
        <source>sin</source>
        <translation>sin</translation>
    </message>
    <message>
        <source>cos</source>
        <translation>cos</translation>
    </message>
    <message>
        <source>fewest, per %1 positions</source>
        <translation>最少值，每 %1 个位置</translation>
    </message>
    <message>
        <source>dimensions</source>
        <translation>维度数</translation>
    </message>
    <message>
        <source>duplicates so far</source>
        <translation>至此的重复数</translation>
    </message>
    <message>
        <source>dimension %1: %2 of %3 neighbour pairs differ after rounding (%4 %)</source>
        <translation>维度 %1：%3 对相邻位置中有 %2 对在舍入后不同（%4 %）</translation>
    </message>
    <message>
        <source>positions %1 … %2: at least %3 of %4 dimensions tell t and t+1 apart; %5 of them equal an earlier position</source>
        <translation>位置 %1 … %2：%4 个维度中至少 %3 个区分 t 与 t+1；其中 %5 个位置与更早的位置相同</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>正在计数…</translation>
    </message>
    <message>
        <source>Rounding all L × d = %1 components to %2 and comparing every position with its neighbour and with all earlier positions.</source>
        <translation>将全部 L × d = %1 个分量舍入为 %2，并把每个位置与相邻位置及之前所有位置比较。</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>维度</translation>
    </message>
    <message>
        <source>Dimension (fast → slow)</source>
        <translation>维度（快 → 慢）</translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation>维度</translation>
    </message>
    <message>
        <source>Over all pairs of positions 0 … %1, compared directly.</source>
        <translation>在位置 0 … %1 的所有位置对上直接比较。</translation>
    </message>
    <message>
        <source>the step depends on L: %1 at L = %2, %3 at L = %4</source>
        <translation>步长取决于 L：L = %2 时为 %1，L = %4 时为 %3</translation>
    </message>
    <message>
        <source>‖PE(t) − PE(t+1)‖ = √d / (L − 1): one position apart is a different distance in a longer sequence, so no distance means “the next word”.</source>
        <translation>‖PE(t) − PE(t+1)‖ = √d / (L − 1)：在更长的序列中，相隔一个位置对应不同的距离，因此没有哪个距离表示“下一个词”。</translation>
    </message>
    <message>
        <source>Neighbours: %1 when one bit flips, %2 when %3 bits flip (%4 → %5).</source>
        <translation>相邻位置：翻转一位时相距 %1，翻转 %3 位时相距 %2（%4 → %5）。</translation>
    </message>
    <message>
        <source>A formula of t (and L, d): the same inputs give the same vectors on every run and machine.</source>
        <translation>关于 t（以及 L、d）的公式：相同输入在每次运行、每台机器上都给出相同向量。</translation>
    </message>
    <message>
        <source>Closest pair in 0 … %1: ‖PE(%2) − PE(%3)‖ = %4.</source>
        <translation>0 … %1 中最近的一对：‖PE(%2) − PE(%3)‖ = %4。</translation>
    </message>
    <message>
        <source>values past 1: %1 at t = %2</source>
        <translation>取值超过 1：t = %2 时为 %1</translation>
    </message>
    <message>
        <source>Trained on values 0 … 1, a model meets t / (L − 1) &gt; 1 from position %1 on: values it never saw. Re-dividing by a longer L instead changes every position&apos;s vector.</source>
        <translation>模型在 0 … 1 的取值上训练，从位置 %1 起遇到 t / (L − 1) &gt; 1：从未见过的取值。若改用更长的 L 来除，则每个位置的向量都会改变。</translation>
    </message>
    <message>
        <source>unbounded: values up to %1 in training, %2 at t = %3</source>
        <translation>无界：训练中取值最大 %1，t = %3 时为 %2</translation>
    </message>
    <message>
        <source>Every dimension is t itself: the values grow with the position, dwarf the token embedding, and past position %1 were never seen in training.</source>
        <translation>每个维度就是 t 本身：取值随位置增长，压过词嵌入，而且位置 %1 之后的取值在训练中从未出现。</translation>
    </message>
    <message>
        <source>Bounded (±1), but training used only the lowest %1 bits: position %2 is the first to set bit %1, a +1 the model never saw in dimension %1.</source>
        <translation>有界（±1），但训练只用到最低的 %1 位：位置 %2 是第一个把第 %1 位置 1 的位置，模型在维度 %1 上从未见过 +1。</translation>
    </message>
    <message>
        <source>position %1 repeats position 0</source>
        <translation>位置 %1 与位置 0 重复</translation>
    </message>
    <message>
        <source>bounded, but unseen bits past %1</source>
        <translation>有界，但 %1 之后出现未见过的位</translation>
    </message>
    <message>
        <source>--scheme: &apos;learned&apos; needs --embeddings FILE (a learned position-embedding table)</source>
        <translation>--scheme：“learned” 需要 --embeddings FILE（一个学习得到的位置嵌入表）</translation>
    </message>
    <message>
        <source>Every pair t, t+1 is √d / (L − 1) = %1 apart: which one comes out closest is decided by rounding in the last digits.</source>
        <translation>每一对 t、t+1 都相距 √d / (L − 1) = %1：哪一对显得最近，由最后几位的舍入决定。</translation>
    </message>
    <message>
        <source>Every pair t, t+1 is √d = %1 apart.</source>
        <translation>每一对 t、t+1 都相距 √d = %1。</translation>
    </message>
    <message>
        <source>%1 bits write 2^%2 = %3 numbers: position t + %3 repeats position t.</source>
        <translation>%1 位只能写出 2^%2 = %3 个数：位置 t + %3 与位置 t 重复。</translation>
    </message>
    <message>
        <source>no offset below %1</source>
        <translation>%1 以下没有偏移</translation>
    </message>
    <message>
        <source>t / (L − 1), %1</source>
        <translation>t / (L − 1)，%1</translation>
    </message>
    <message>
        <source>the index t, %1</source>
        <translation>索引 t，%1</translation>
    </message>
    <message>
        <source>the bits of t (±1, bit 0 in dimension 0), %1</source>
        <translation>t 的各位（±1，第 0 位在维度 0），%1</translation>
    </message>
    <message>
        <source>sinusoidal, %1, %2</source>
        <translation>正弦编码（%1，%2）</translation>
    </message>
    <message>
        <source>%1 — %2, %3, rounded to %4</source>
        <translation>%1 — %2，%3，舍入为 %4</translation>
    </message>
    <message>
        <source>%1 positions. The cards measure the accurate vectors; the bottom row rounds every component to %2 and compares positions.</source>
        <translation>%1 个位置。卡片测量精确向量；底部一行把每个分量舍入为 %2 再比较各位置。</translation>
    </message>
</context>
<context>
    <name>pe::ui::RopeView</name>
    <message>
        <source>Offset Δ = key position − query position</source>
        <translation>偏移 Δ = 键位置 − 查询位置</translation>
    </message>
    <message>
        <source>Score qᵀ R(Δθ′) k</source>
        <translation>分数 qᵀ R(Δθ′) k</translation>
    </message>
    <message>
        <source>Wavelength (positions)</source>
        <translation>波长（位置数）</translation>
    </message>
    <message>
        <source>%1 — d = %2, base = %3, L = %4, scaling %5</source>
        <translation>%1 — d = %2，基数 = %3，L = %4，缩放 %5</translation>
    </message>
    <message>
        <source> (s = %1, L0 = %2)</source>
        <translation>（s = %1，L0 = %2）</translation>
    </message>
    <message>
        <source>Rotary position embedding (RoPE): d = %1, base = %2, L = %3</source>
        <translation>旋转位置嵌入（RoPE）：d = %1，基数 = %2，L = %3</translation>
    </message>
    <message>
        <source>, %1 scaling s = %2 from L0 = %3</source>
        <translation>，%1 缩放 s = %2，自 L0 = %3</translation>
    </message>
    <message>
        <source>Query and key are all ones, so the score at offset 0 is d = %1; every score depends only on the offset.</source>
        <translation>查询和键全为 1，因此偏移 0 处的分数为 d = %1；每个分数只取决于偏移。</translation>
    </message>
    <message>
        <source>score, min … max over the %1 offsets of each pixel column</source>
        <translation>分数，每个像素列 %1 个偏移上的最小值 … 最大值</translation>
    </message>
    <message>
        <source>score, min … max over %1 sampled of the %2 offsets of each pixel column</source>
        <translation>分数，每个像素列 %2 个偏移中采样 %1 个的最小值 … 最大值</translation>
    </message>
    <message>
        <source>mean score over %1 × %1 positions</source>
        <translation>%1 × %1 个位置上的平均分数</translation>
    </message>
    <message>
        <source>score</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>trained length L0 = %1</source>
        <translation>训练长度 L0 = %1</translation>
    </message>
    <message>
        <source>extended length L0·s = %1</source>
        <translation>扩展后的长度 L0·s = %1</translation>
    </message>
    <message>
        <source>sequence length L = %1</source>
        <translation>序列长度 L = %1</translation>
    </message>
    <message>
        <source>; the cell shows the mean over its %1 × %1 block</source>
        <translation>；单元格显示其 %1 × %1 块的平均值</translation>
    </message>
    <message>
        <source>the RoPE scores for L = %1 offsets and d/2 = %2 pairs need %3 cosines; the limit is %4. Lower --length or --d to export the exact values.</source>
        <translation>L = %1 个偏移和 d/2 = %2 对的 RoPE 分数需要计算 %3 个余弦；上限为 %4。请减小 --length 或 --d 以导出精确值。</translation>
    </message>
    <message>
        <source>, rotary dimension r = %1</source>
        <translation>，旋转维度 r = %1</translation>
    </message>
    <message>
        <source>, longrope from L0 = %1 (max positions %2)</source>
        <translation>，longrope，L0 = %1（最大位置数 %2）</translation>
    </message>
    <message>
        <source>sequence length L = %1 (the base grows past %2)</source>
        <translation>序列长度 L = %1（超过 %2 后基数增大）</translation>
    </message>
    <message>
        <source>max positions = %1</source>
        <translation>最大位置数 = %1</translation>
    </message>
    <message>
        <source>L0 / low_freq_factor = %1: longer waves ÷ s</source>
        <translation>L0 / low_freq_factor = %1：更长的波 ÷ s</translation>
    </message>
    <message>
        <source>L0 / high_freq_factor = %1: shorter waves kept</source>
        <translation>L0 / high_freq_factor = %1：更短的波保持不变</translation>
    </message>
    <message>
        <source> Only r = %1 of the d = %2 components turn; the other %3 add %3 to every score.</source>
        <translation> d = %2 个分量中只有 r = %1 个旋转；其余 %3 个给每个分数加上 %3。</translation>
    </message>
    <message>
        <source>
YaRN attention factor %1 (multiplies cos and sin of q and k; not in the scores shown).</source>
        <translation>
YaRN 注意力因子 %1（乘在 q 和 k 的 cos 与 sin 上；不含在所示分数中）。</translation>
    </message>
    <message>
        <source>
LongRoPE %1 factors (L = %2 %3 L0 = %4); attention factor %5 (multiplies cos and sin; not in the scores shown).</source>
        <translation>
LongRoPE %1因子（L = %2 %3 L0 = %4）；注意力因子 %5（乘在 cos 与 sin 上；不含在所示分数中）。</translation>
    </message>
    <message>
        <source>long</source>
        <translation>长</translation>
    </message>
    <message>
        <source>short</source>
        <translation>短</translation>
    </message>
    <message>
        <source>
Dynamic NTK at L = %1: base′ = %2 (the base itself up to %3 positions); attention factor 1.</source>
        <translation>
动态 NTK，L = %1：base′ = %2（在 %3 个位置以内就是基数本身）；注意力因子为 1。</translation>
    </message>
    <message>
        <source>
Attention factor 1 (Hugging Face&apos;s %1 scales neither cos nor sin).</source>
        <translation>
注意力因子为 1（Hugging Face 的 %1 不缩放 cos 和 sin）。</translation>
    </message>
    <message>
        <source>
The model computes these angles in float32; the app shows them in double (relative difference about 1e-7).</source>
        <translation>
模型以 float32 计算这些角度；本程序以 double 显示（相对差约 1e-7）。</translation>
    </message>
    <message>
        <source>2π/θₖ (trained)</source>
        <translation>2π/θₖ（训练时）</translation>
    </message>
    <message>
        <source>2π/θ′ₖ (scaled)</source>
        <translation>2π/θ′ₖ（缩放后）</translation>
    </message>
    <message>
        <source>Pair k</source>
        <translation>第 k 对</translation>
    </message>
    <message>
        <source>score of all-ones q, k: Σₖ 2 cos(Δ θ′ₖ)</source>
        <translation>q、k 全为 1 时的分数：Σₖ 2 cos(Δ θ′ₖ)</translation>
    </message>
    <message>
        <source>wavelength 2π/θₖ, θₖ = base^(−2k/r)</source>
        <translation>波长 2π/θₖ，θₖ = base^(−2k/r)</translation>
    </message>
    <message>
        <source>rampₖ of the code (Hugging Face, YaRN)</source>
        <translation>代码中的 rampₖ（Hugging Face、YaRN）</translation>
    </message>
    <message>
        <source>1 − γ(L0/λₖ) of the paper (eq. 18)</source>
        <translation>论文中的 1 − γ(L0/λₖ)（式 18）</translation>
    </message>
    <message>
        <source>Weight of θₖ/s (1 = interpolated)</source>
        <translation>θₖ/s 的权重（1 = 插值）</translation>
    </message>
    <message>
        <source>short factors fₖ (used while L ≤ L0)</source>
        <translation>短因子 fₖ（L ≤ L0 时使用）</translation>
    </message>
    <message>
        <source>short factors fₖ (in use: L ≤ L0)</source>
        <translation>短因子 fₖ（正在使用：L ≤ L0）</translation>
    </message>
    <message>
        <source>long factors fₖ (in use: L &gt; L0)</source>
        <translation>长因子 fₖ（正在使用：L &gt; L0）</translation>
    </message>
    <message>
        <source>long factors fₖ (used once L &gt; L0)</source>
        <translation>长因子 fₖ（L &gt; L0 时使用）</translation>
    </message>
    <message>
        <source>Factor fₖ: θ′ₖ = θₖ / fₖ</source>
        <translation>因子 fₖ：θ′ₖ = θₖ / fₖ</translation>
    </message>
    <message>
        <source>θ′ₖ / θₖ: share of the trained angle kept</source>
        <translation>θ′ₖ / θₖ：保留的训练角度比例</translation>
    </message>
    <message>
        <source>θ′ₖ / θₖ</source>
        <translation>θ′ₖ / θₖ</translation>
    </message>
    <message>
        <source>query i = %1, key j = %2: </source>
        <translation>查询 i = %1，键 j = %2：</translation>
    </message>
    <message>
        <source>offset Δ = %1, score Σₖ 2 cos(Δ θ′ₖ) + (d − r) = %2 (d = %3, r = %4)</source>
        <translation>偏移 Δ = %1，分数 Σₖ 2 cos(Δ θ′ₖ) + (d − r) = %2（d = %3，r = %4）</translation>
    </message>
    <message>
        <source>offset Δ = %1, score Σₖ 2 cos(Δ θ′ₖ) = %2 (d = %3)</source>
        <translation>偏移 Δ = %1，分数 Σₖ 2 cos(Δ θ′ₖ) = %2（d = %3）</translation>
    </message>
    <message>
        <source>pair k = %1: θₖ = %2, θ′ₖ = %3 rad per position; wavelength %4 → %5 positions</source>
        <translation>第 k = %1 对：θₖ = %2，θ′ₖ = %3 弧度/位置；波长 %4 → %5 个位置</translation>
    </message>
    <message>
        <source>pair k = %1: r = L0/λₖ = %2, rampₖ = %3, 1 − γ(r) = %4</source>
        <translation>第 k = %1 对：r = L0/λₖ = %2，rampₖ = %3，1 − γ(r) = %4</translation>
    </message>
    <message>
        <source>pair k = %1: θ′ₖ / θₖ = %2</source>
        <translation>第 k = %1 对：θ′ₖ / θₖ = %2</translation>
    </message>
    <message>
        <source>%1 — d = %2, base = %3, L = %4, no scaling</source>
        <translation>%1 — d = %2，基数 = %3，L = %4，不缩放</translation>
    </message>
</context>
<context>
    <name>pe::ui::RotationPlot</name>
    <message>
        <source>error (log scale)</source>
        <translation>误差（对数刻度）</translation>
    </message>
    <message>
        <source>pair k</source>
        <translation>第 k 对</translation>
    </message>
    <message>
        <source>Every pair: the rotation holds to rounding; the sine alone cannot be shifted</source>
        <translation>每一对：旋转关系在舍入误差内成立；单独的正弦无法平移</translation>
    </message>
    <message>
        <source>sin(ω_k t)   (dimension %1)</source>
        <translation>sin(ω_k t)   （维度 %1）</translation>
    </message>
    <message>
        <source>cos(ω_k t)   (dimension %1)</source>
        <translation>cos(ω_k t)   （维度 %1）</translation>
    </message>
    <message>
        <source>PE(%1)</source>
        <translation>PE(%1)</translation>
    </message>
    <message>
        <source>sin(ω_k t): all a sine keeps</source>
        <translation>sin(ω_k t)：单个正弦所保留的全部</translation>
    </message>
    <message>
        <source>cos(ω_k t)</source>
        <translation>cos(ω_k t)</translation>
    </message>
    <message>
        <source>t</source>
        <translation>t</translation>
    </message>
    <message>
        <source>t′</source>
        <translation>t′</translation>
    </message>
    <message>
        <source>Sine only: no position shares sin(ω_k t) with t = %1</source>
        <translation>只用正弦：没有位置与 t = %1 有相同的 sin(ω_k t)</translation>
    </message>
    <message>
        <source>t sits on a crest of this pair&apos;s sine; try another t or pair</source>
        <translation>t 位于此对正弦的波峰上；请换一个 t 或另一对</translation>
    </message>
    <message>
        <source>Sine only: %1 and %2 look alike</source>
        <translation>只用正弦：%1 和 %2 看起来相似</translation>
    </message>
    <message>
        <source> (t′ ≥ L)</source>
        <translation>（t′ ≥ L）</translation>
    </message>
    <message>
        <source>d = %1 has no complete (sin, cos) pair:
there is nothing to rotate.</source>
        <translation>d = %1 没有完整的 (sin, cos) 对：
没有可旋转的东西。</translation>
    </message>
    <message>
        <source>Pair k = %1   ω_k = %2
</source>
        <translation>对 k = %1   ω_k = %2
</translation>
    </message>
    <message>
        <source>wavelength 2π/ω_k = %1 positions
</source>
        <translation>波长 2π/ω_k = %1 个位置
</translation>
    </message>
    <message>
        <source>     = [ %1  %2 ]
       [ %3  %4 ]

</source>
        <translation>     = [ %1  %2 ]
       [ %3  %4 ]

</translation>
    </message>
    <message>
        <source>PE(t)       = (%1, %2)
</source>
        <translation>PE(t)       = (%1, %2)
</translation>
    </message>
    <message>
        <source>residual, this pair:  %1
</source>
        <translation>残差，此对：  %1
</translation>
    </message>
    <message>
        <source>largest over %1 pairs: %2

</source>
        <translation>%1 对中的最大值：%2

</translation>
    </message>
    <message>
        <source>
(odd d: the last sine has no cosine
and is left out)</source>
        <translation>
（d 为奇数：最后一个正弦没有对应的余弦，
因此被略去）</translation>
    </message>
    <message>
        <source>|M(Δ)·PE(t) − PE(t+Δ)| per pair (sin and cos)</source>
        <translation>每对的 |M(Δ)·PE(t) − PE(t+Δ)|（sin 和 cos）</translation>
    </message>
    <message>
        <source>sine only: RMS error of the best map sin(ω t) ↦ sin(ω (t+Δ)) over t = 0 … L−1</source>
        <translation>仅正弦：在 t = 0 … L−1 上最佳映射 sin(ω t) ↦ sin(ω (t+Δ)) 的均方根误差</translation>
    </message>
    <message>
        <source>Offset as a rotation: PE(t + Δ) = M(Δ) · PE(t), t = %1, Δ = %2</source>
        <translation>偏移即旋转：PE(t + Δ) = M(Δ) · PE(t)，t = %1，Δ = %2</translation>
    </message>
    <message>
        <source>Pair k = %1: M(Δ)·PE(t) = PE(t+Δ)</source>
        <translation>对 k = %1：M(Δ)·PE(t) = PE(t+Δ)</translation>
    </message>
    <message>
        <source>○ M(Δ)·PE(%1) lands on PE(%2)</source>
        <translation>○ M(Δ)·PE(%1) 落在 PE(%2) 上</translation>
    </message>
    <message>
        <source>ω_k Δ = %1 rad
≡ %2°</source>
        <translation>ω_k Δ = %1 rad
≡ %2°</translation>
    </message>
    <message>
        <source>ω_k Δ = %1°</source>
        <translation>ω_k Δ = %1°</translation>
    </message>
    <message>
        <source>t+Δ</source>
        <translation>t+Δ</translation>
    </message>
    <message>
        <source>t′+Δ</source>
        <translation>t′+Δ</translation>
    </message>
    <message>
        <source>sin: %1 | %2%3
→ after +Δ: %4 | %5</source>
        <translation>sin：%1 | %2%3
→ +Δ 之后：%4 | %5</translation>
    </message>
    <message>
        <source>ω_k Δ = %1 rad = %2 turns

</source>
        <translation>ω_k Δ = %1 rad = %2 圈

</translation>
    </message>
    <message>
        <source>M(Δ) = [ cos ω_kΔ   sin ω_kΔ ]
       [ −sin ω_kΔ  cos ω_kΔ ]

</source>
        <translation>M(Δ) = [ cos ω_kΔ   sin ω_kΔ ]
       [ −sin ω_kΔ  cos ω_kΔ ]

</translation>
    </message>
    <message>
        <source>M(Δ)·PE(t)  = (%1, %2)
</source>
        <translation>M(Δ)·PE(t)  = (%1, %2)
</translation>
    </message>
    <message>
        <source>PE(t+Δ)     = (%1, %2)

</source>
        <translation>PE(t+Δ)     = (%1, %2)

</translation>
    </message>
    <message>
        <source>M depends on Δ and ω_k only:
change t and it stays; the points move.</source>
        <translation>M 只取决于 Δ 和 ω_k：
改变 t，它不变；动的是点。</translation>
    </message>
</context>
<context>
    <name>pe::ui::RotationView</name>
    <message>
        <source>Position t</source>
        <translation>位置 t</translation>
    </message>
    <message>
        <source>Frequency and wavelength of the chosen pair.</source>
        <translation>所选维度对的频率和波长。</translation>
    </message>
    <message>
        <source>Position &amp;t</source>
        <translation>位置 t(&amp;T)</translation>
    </message>
    <message>
        <source>ω_k = %1, wavelength %2</source>
        <translation>ω_k = %1，波长 %2</translation>
    </message>
    <message>
        <source>d = 1: no (sin, cos) pair</source>
        <translation>d = 1：没有 (sin, cos) 对</translation>
    </message>
    <message>
        <source>The position t (shared with the other position-based views). Drag it: the points move around the circle, M(Δ) stays the same.</source>
        <translation>位置 t（与其他基于位置的视图共用）。拖动它：点沿圆周移动，M(Δ) 保持不变。</translation>
    </message>
    <message>
        <source>, t = %1, Δ = %2, pair k = %3</source>
        <translation>，t = %1，Δ = %2，第 k = %3 对</translation>
    </message>
</context>
<context>
    <name>pe::ui::SavePathField</name>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
</context>
<context>
    <name>pe::ui::SchemeTable</name>
    <message>
        <source>Scheme</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>What it adds</source>
        <translation>加了什么</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>在哪里</translation>
    </message>
    <message>
        <source>Trainable parameters</source>
        <translation>可训练参数</translation>
    </message>
    <message>
        <source>Beyond the training length</source>
        <translation>超出训练长度</translation>
    </message>
    <message>
        <source>Relative or absolute</source>
        <translation>相对还是绝对</translation>
    </message>
    <message>
        <source>Positional schemes compared</source>
        <translation>位置方案对比</translation>
    </message>
    <message>
        <source>Shaw et al.&apos;s relative positions have no view of their own: their clipped offsets are the ancestor of T5&apos;s buckets. Double-click or press Enter to open the T5 view.</source>
        <translation>Shaw 等人的相对位置没有单独的视图：其截断偏移是 T5 桶的前身。双击或按回车键打开 T5 视图。</translation>
    </message>
    <message>
        <source>Double-click or press Enter to open the %1 view.</source>
        <translation>双击或按回车键打开 %1 视图。</translation>
    </message>
    <message>
        <source>Sinusoidal
(Vaswani et al. 2017)</source>
        <translation>正弦
(Vaswani et al. 2017)</translation>
    </message>
    <message>
        <source>A vector added to the token embedding: sin and cos of the position at d/2 frequencies</source>
        <translation>加到词元嵌入上的向量：位置在 d/2 个频率上的 sin 与 cos</translation>
    </message>
    <message>
        <source>Input embeddings, once</source>
        <translation>输入嵌入，仅一次</translation>
    </message>
    <message>
        <source>None (a formula)</source>
        <translation>无（一个公式）</translation>
    </message>
    <message>
        <source>Defined for any position, but the model never saw the far ones</source>
        <translation>对任意位置都有定义，但模型从未见过远处的位置</translation>
    </message>
    <message>
        <source>Absolute (yet PE(t)·PE(t+Δ) depends only on Δ)</source>
        <translation>绝对（但 PE(t)·PE(t+Δ) 只取决于 Δ）</translation>
    </message>
    <message>
        <source>Learned absolute
(GPT-2, BERT)</source>
        <translation>学习的绝对位置
(GPT-2, BERT)</translation>
    </message>
    <message>
        <source>A learned vector added to the token embedding, one row of a table per position</source>
        <translation>加到词元嵌入上的学习向量，每个位置对应表中的一行</translation>
    </message>
    <message>
        <source>L_max × d = %1 × %2 = %3%4</source>
        <translation>L_max × d = %1 × %2 = %3%4</translation>
    </message>
    <message>
        <source> (the loaded table)</source>
        <translation>（已加载的表）</translation>
    </message>
    <message>
        <source> (L_max = L here; GPT-2: 1024 × 768 = 786,432)</source>
        <translation>（此处 L_max = L；GPT-2：1024 × 768 = 786,432）</translation>
    </message>
    <message>
        <source>No vector exists past L_max: the model cannot read longer inputs</source>
        <translation>超出 L_max 就没有向量：模型无法读取更长的输入</translation>
    </message>
    <message>
        <source>Absolute</source>
        <translation>绝对</translation>
    </message>
    <message>
        <source>Relative
(Shaw et al. 2018)</source>
        <translation>相对位置
(Shaw et al. 2018)</translation>
    </message>
    <message>
        <source>Every attention layer&apos;s keys and values</source>
        <translation>每个注意力层的键和值</translation>
    </message>
    <message>
        <source>Relative</source>
        <translation>相对</translation>
    </message>
    <message>
        <source>RoPE
(RoFormer, Llama)</source>
        <translation>RoPE
(RoFormer, Llama)</translation>
    </message>
    <message>
        <source>Every attention layer&apos;s q and k</source>
        <translation>每个注意力层的 q 和 k</translation>
    </message>
    <message>
        <source>Degrades past the trained length without scaling; PI, NTK and YaRN extend it</source>
        <translation>不缩放时超出训练长度就会退化；PI、NTK 和 YaRN 可以扩展它</translation>
    </message>
    <message>
        <source>Relative (applied to absolute positions)</source>
        <translation>相对（作用于绝对位置）</translation>
    </message>
    <message>
        <source>ALiBi
(Press et al. 2022)</source>
        <translation>ALiBi
(Press et al. 2022)</translation>
    </message>
    <message>
        <source>Every attention layer&apos;s scores</source>
        <translation>每个注意力层的分数</translation>
    </message>
    <message>
        <source>Designed to extrapolate: the bias keeps growing linearly with the distance</source>
        <translation>为外推而设计：偏置随距离持续线性增长</translation>
    </message>
    <message>
        <source>T5 relative bias
(Raffel et al. 2020)</source>
        <translation>T5 相对偏置
(Raffel et al. 2020)</translation>
    </message>
    <message>
        <source>A learned scalar per bucket of offsets added to the scores</source>
        <translation>每个偏移桶一个学习得到的标量，加到分数上</translation>
    </message>
    <message>
        <source>Every attention layer&apos;s scores (one table shared by the layers of a stack)</source>
        <translation>每个注意力层的分数（一个堆栈的各层共用一张表）</translation>
    </message>
    <message>
        <source>Buckets × heads: 32 × 12 = 384 for T5-base (per stack)</source>
        <translation>桶数 × 头数：T5-base 为 32 × 12 = 384（每个堆栈）</translation>
    </message>
    <message>
        <source>Offsets from 128 on share the last bucket: any length works, far positions look alike</source>
        <translation>从 128 起的偏移共用最后一个桶：任意长度都可以，远处的位置看起来都一样</translation>
    </message>
    <message>
        <source>Learned vectors per clipped offset (−C … C) added to the keys and values</source>
        <translation>按截断偏移（−C … C）学习的向量，加到键和值上</translation>
    </message>
    <message>
        <source>(2C+1) × d per layer, for keys and again for values: 2 × %1 × %2 = %3 for C = %4</source>
        <translation>每层 (2C+1) × d，键和值各一份：C = %4 时为 2 × %1 × %2 = %3</translation>
    </message>
    <message>
        <source>Offsets beyond C share the vector of ±C: any length works, far positions look alike</source>
        <translation>超过 C 的偏移共用 ±C 的向量：任意长度都可以，远处的位置看起来都一样</translation>
    </message>
    <message>
        <source>A rotation of q and k: pair k turns by t·θₖ, so q·k depends on the offset</source>
        <translation>对 q 和 k 的旋转：第 k 对转过 t·θₖ，因此 q·k 取决于偏移量</translation>
    </message>
    <message>
        <source>A bias added to the attention scores: −mₕ·|Δ|, a fixed slope mₕ per head</source>
        <translation>加到注意力分数上的偏置：−mₕ·|Δ|，每个头有一个固定斜率 mₕ</translation>
    </message>
    <message>
        <source>None (slopes mₕ = 2^(−8h/H) are fixed)</source>
        <translation>无（斜率 mₕ = 2^(−8h/H) 是固定的）</translation>
    </message>
    <message>
        <source>None (angles from the base, %1)</source>
        <translation>无（由基数得出角度，%1）</translation>
    </message>
</context>
<context>
    <name>pe::ui::SectionStack</name>
    <message>
        <source>Show “%1” (the window is too small to show every part at once)</source>
        <translation>显示“%1”（窗口太小，无法同时显示所有部分）</translation>
    </message>
</context>
<context>
    <name>pe::ui::SentenceModel</name>
    <message>
        <source>PE(%1, %2) = %3</source>
        <translation>PE(%1, %2) = %3</translation>
    </message>
    <message>
        <source>%1  (t = %2)</source>
        <translation>%1  (t = %2)</translation>
    </message>
    <message>
        <source>dim %1</source>
        <translation>维度 %1</translation>
    </message>
</context>
<context>
    <name>pe::ui::ShortcutSheet</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Lesson: reveal the figure, or the next step</source>
        <translation>课程：揭示图形，或进入下一步</translation>
    </message>
    <message>
        <source>Lesson: the previous step</source>
        <translation>课程：上一步</translation>
    </message>
    <message>
        <source>Leave presentation mode or full screen</source>
        <translation>退出演示模式或全屏</translation>
    </message>
</context>
<context>
    <name>pe::ui::SideBySide</name>
    <message>
        <source>Left</source>
        <translation>左</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>右</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Close the right pane (View ▸ Side by side, F6).</source>
        <translation>关闭右侧窗格（视图 ▸ 并排，F6）。</translation>
    </message>
    <message>
        <source>The right pane is a copy of the left one: change one parameter in the Parameters dock to compare.</source>
        <translation>右侧窗格是左侧的副本：在“参数”面板中改一个参数即可比较。</translation>
    </message>
    <message>
        <source>Left pane (click a pane to edit it)</source>
        <translation>左侧窗格（单击窗格以编辑）</translation>
    </message>
    <message>
        <source>Right pane (click a pane to edit it)</source>
        <translation>右侧窗格（单击窗格以编辑）</translation>
    </message>
    <message>
        <source>Side &amp;by side</source>
        <translation>并排(&amp;B)</translation>
    </message>
    <message>
        <source>Show a second pane beside the first, with its own view and parameters.</source>
        <translation>在第一个窗格旁显示第二个窗格，有自己的视图和参数。</translation>
    </message>
    <message>
        <source>&amp;Compare with a copy</source>
        <translation>与副本比较(&amp;C)</translation>
    </message>
    <message>
        <source>Shift+F6</source>
        <translation>Shift+F6</translation>
    </message>
    <message>
        <source>Open the right pane as a copy of the left one, to change one parameter in it.</source>
        <translation>将右侧窗格打开为左侧的副本，以便在其中改一个参数。</translation>
    </message>
    <message>
        <source>S&amp;witch pane</source>
        <translation>切换窗格(&amp;W)</translation>
    </message>
    <message>
        <source>Edit the other pane&apos;s parameters in the Parameters dock.</source>
        <translation>在“参数”面板中编辑另一个窗格的参数。</translation>
    </message>
    <message>
        <source>Link p&amp;osition t</source>
        <translation>联动位置 t(&amp;O)</translation>
    </message>
    <message>
        <source>Moving t in one pane moves it in the other.</source>
        <translation>在一个窗格中移动 t，另一个窗格也随之移动。</translation>
    </message>
    <message>
        <source>Link &amp;dimension</source>
        <translation>联动维度(&amp;D)</translation>
    </message>
    <message>
        <source>Selecting a dimension (inspector) or pair k (rotation) in one pane selects it in the other.</source>
        <translation>在一个窗格中选择维度（检查器）或对 k（旋转），另一个窗格也选中它。</translation>
    </message>
</context>
<context>
    <name>pe::ui::SplitView</name>
    <message>
        <source>logit (one scale for all five)</source>
        <translation>logit（五幅共用一个色标）</translation>
    </message>
    <message>
        <source>Output position i</source>
        <translation>输出位置 i</translation>
    </message>
    <message>
        <source>Key position j</source>
        <translation>键位置 j</translation>
    </message>
    <message>
        <source>Query position i</source>
        <translation>查询位置 i</translation>
    </message>
    <message>
        <source>= 0 exactly</source>
        <translation>恰好 = 0</translation>
    </message>
    <message>
        <source>concatenated h = [p ⊕ s]</source>
        <translation>拼接 h = [p ⊕ s]</translation>
    </message>
    <message>
        <source>added h = s + p</source>
        <translation>相加 h = s + p</translation>
    </message>
    <message>
        <source>p (sinusoidal, base n) in dimensions 0–%1, the token x = [0 ⊕ s] in %2–%3; the app&apos;s d is not used.
W_Q and W_K are block-diagonal, so the cross terms vanish exactly: total = sem-sem + pos-pos.</source>
        <translation>p（正弦，基数 n）占维度 0–%1，词元 x = [0 ⊕ s] 占 %2–%3；不使用本程序的 d。
W_Q 和 W_K 是块对角的，所以交叉项恰好消失：总和 = sem-sem + pos-pos。</translation>
    </message>
    <message>
        <source>p (sinusoidal, base n) and the token x both span all %1 dimensions (as wide as concat); the app&apos;s d is not used.
The same block-diagonal W_Q, W_K cannot keep them apart once added: all four terms are non-zero.</source>
        <translation>p（正弦，基数 n）和词元 x 都铺满全部 %1 个维度（与拼接方式一样宽）；不使用本程序的 d。
一旦相加，同样的块对角 W_Q、W_K 就无法把它们分开：四项都不为零。</translation>
    </message>
    <message>
        <source>
Each cell is the exact mean over %1 × %1 query and key positions.</source>
        <translation>
每个单元格是 %1 × %1 个查询与键位置上的精确平均。</translation>
    </message>
    <message>
        <source>
Positions use the sinusoidal formula; the loaded embeddings table is not used in this view.</source>
        <translation>
位置使用正弦公式；此视图不使用已加载的嵌入表。</translation>
    </message>
    <message>
        <source>%1: %2
exactly 0 everywhere</source>
        <translation>%1：%2
处处恰好为 0</translation>
    </message>
    <message>
        <source>%1: %2
RMS %3, max |·| %4</source>
        <translation>%1：%2
RMS %3，max |·| %4</translation>
    </message>
    <message>
        <source>0 exactly</source>
        <translation>恰好为 0</translation>
    </message>
    <message>
        <source>position block, token %1 replaced, block-diagonal</source>
        <translation>位置块，替换词元 %1，块对角</translation>
    </message>
    <message>
        <source>position block, token %1 replaced, dense</source>
        <translation>位置块，替换词元 %1，稠密</translation>
    </message>
    <message>
        <source>meaning block, moved past L_max, block-diagonal</source>
        <translation>语义块，移到 L_max 之外，块对角</translation>
    </message>
    <message>
        <source>meaning block, moved past L_max, dense</source>
        <translation>语义块，移到 L_max 之外，稠密</translation>
    </message>
    <message>
        <source>output %1: position block moves by %2 (block-diagonal) or %3 (dense) when token %4 is replaced; meaning block by %5 or %6 past L_max</source>
        <translation>输出 %1：替换词元 %4 时，位置块变化 %2（块对角）或 %3（稠密）；超出 L_max 时，语义块变化 %5 或 %6</translation>
    </message>
    <message>
        <source>%1 at query %2, key %3: %4</source>
        <translation>%1，查询 %2，键 %3：%4</translation>
    </message>
    <message>
        <source>the split model CSV holds 5 L² rows and is written up to L = %1 (L = %2); lower --length.</source>
        <translation>分离模型的 CSV 有 5 L² 行，只在 L 不超过 %1 时写出（当前 L = %2）；请减小 --length。</translation>
    </message>
    <message>
        <source>Value path (%8 + %8 heads + MLP) on tokens 0–%1
Token %2 replaced → position block moves:
%3 (block-diagonal) · %4 (dense)
Past L_max = %5 → meaning block moves:
%6 (block-diagonal) · %7 (dense)</source>
        <translation>词元 0–%1 上的值通路（%8 + %8 个头 + MLP）
替换词元 %2 → 位置块变化：
%3（块对角）· %4（稠密）
超出 L_max = %5 → 语义块变化：
%6（块对角）· %7（稠密）</translation>
    </message>
    <message>
        <source>largest change in the block</source>
        <translation>块内最大变化</translation>
    </message>
    <message>
        <source>concatenated</source>
        <comment>p and s</comment>
        <translation>拼接</translation>
    </message>
    <message>
        <source>added</source>
        <comment>p and s</comment>
        <translation>相加</translation>
    </message>
    <message>
        <source>%1 — d_pos = %2, d_sem = %3, %4, %5, seed %6</source>
        <translation>%1 — d_pos = %2，d_sem = %3，%4，%5，种子 %6</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>Split model: d_pos %1 + d_sem %2 = d_model %3, %4, %5</source>
        <translation>分离模型：d_pos %1 + d_sem %2 = d_model %3，%4，%5</translation>
    </message>
    <message>
        <source>logit</source>
        <translation>logit</translation>
    </message>
    <message>
        <source>Token %1 replaced, position block: %2 (block-diagonal) · %3 (dense)</source>
        <translation>替换词元 %1，位置块：%2（块对角）· %3（稠密）</translation>
    </message>
    <message>
        <source>Past L_max = %1, meaning block: %2 (block-diagonal) · %3 (dense)</source>
        <translation>超过 L_max = %1，语义块：%2（块对角）· %3（稠密）</translation>
    </message>
</context>
<context>
    <name>pe::ui::T5View</name>
    <message>
        <source>bucket of the offset</source>
        <translation>偏移的桶</translation>
    </message>
    <message>
        <source>Offset Δ = key position − query position</source>
        <translation>偏移 Δ = 键位置 − 查询位置</translation>
    </message>
    <message>
        <source>Bucket</source>
        <translation>桶</translation>
    </message>
    <message>
        <source>%1 — %2 buckets, max distance %3, %4, L = %5</source>
        <translation>%1 — %2 个桶，最大距离 %3，%4，L = %5</translation>
    </message>
    <message>
        <source>bidirectional</source>
        <translation>双向</translation>
    </message>
    <message>
        <source>unidirectional</source>
        <translation>单向</translation>
    </message>
    <message>
        <source>T5 relative position buckets: %1 buckets, max distance %2, %3, L = %4</source>
        <translation>T5 相对位置桶：%1 个桶，最大距离 %2，%3，L = %4</translation>
    </message>
    <message>
        <source>bidirectional (encoder)</source>
        <translation>双向（编码器）</translation>
    </message>
    <message>
        <source>unidirectional (decoder)</source>
        <translation>单向（解码器）</translation>
    </message>
    <message>
        <source>%1 buckets per direction: distances 0 … %2 exact, then logarithmically wider;
the last bucket holds every distance from its start (before %3) on. %4</source>
        <translation>每个方向 %1 个桶：距离 0 … %2 精确对应，之后按对数逐渐变宽；
最后一个桶包含从其起点（%3 之前）开始的所有距离。%4</translation>
    </message>
    <message>
        <source>Keys after the query use buckets %1 … %2.</source>
        <translation>查询之后的键使用桶 %1 … %2。</translation>
    </message>
    <message>
        <source>Keys after the query all share bucket 0.</source>
        <translation>查询之后的键全部共用桶 0。</translation>
    </message>
    <message>
        <source>end of the exact buckets, |Δ| = %1</source>
        <translation>精确桶的末尾，|Δ| = %1</translation>
    </message>
    <message>
        <source>max distance |Δ| = %1</source>
        <translation>最大距离 |Δ| = %1</translation>
    </message>
    <message>
        <source>bucket at the centre of each %1 × %1 cell</source>
        <translation>每个 %1 × %1 单元格中心处的桶</translation>
    </message>
    <message>
        <source>bucket of (query, key)</source>
        <translation>（查询，键）的桶</translation>
    </message>
    <message>
        <source>key after the query</source>
        <translation>查询之后的键</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>精确</translation>
    </message>
    <message>
        <source>last bucket, shared by all farther</source>
        <translation>最后一个桶，所有更远的偏移共用</translation>
    </message>
    <message>
        <source>logarithmic</source>
        <translation>对数</translation>
    </message>
    <message>
        <source>offset Δ = %1: bucket %2 (%3)</source>
        <translation>偏移 Δ = %1：桶 %2（%3）</translation>
    </message>
    <message>
        <source>query i = %1, key j = %2: </source>
        <translation>查询 i = %1，键 j = %2：</translation>
    </message>
    <message>
        <source>T5: %1 buckets, max distance %2, %3, L = %4</source>
        <translation>T5：%1 个桶，最大距离 %2，%3，L = %4</translation>
    </message>
</context>
<context>
    <name>pe::ui::TextSize</name>
    <message>
        <source>&amp;Text size</source>
        <translation>文本大小(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Larger</source>
        <translation>放大(&amp;L)</translation>
    </message>
    <message>
        <source>Ctrl+=</source>
        <translation>Ctrl+=</translation>
    </message>
    <message>
        <source>&amp;Smaller</source>
        <translation>缩小(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Normal size</source>
        <translation>正常大小(&amp;N)</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
</context>
<context>
    <name>pe::ui::View</name>
    <message>
        <source>--%1 is not a setting of the %2 view</source>
        <translation>--%1 不是 %2 视图的设置</translation>
    </message>
    <message>
        <source>%1 — learned embeddings %2, L = %3</source>
        <translation>%1 — 学习得到的嵌入 %2，L = %3</translation>
    </message>
    <message>
        <source>%1 — d = %2, n = %3, L = %4, %5 layout</source>
        <translation>%1 — d = %2，n = %3，L = %4，%5 排列</translation>
    </message>
</context>
<context>
    <name>pe::ui::WavelengthMarks</name>
    <message>
        <source>dim %1 = %2(t / %3): wavelength λ = 2π·n^(2k/d) ≈ %4 positions, frequency 1/λ ≈ %5 turns per position</source>
        <translation>维度 %1 = %2(t / %3)：波长 λ = 2π·n^(2k/d) ≈ %4 个位置，频率 1/λ ≈ 每个位置 %5 圈</translation>
    </message>
</context>
<context>
    <name>pe::ui::WavelengthsView</name>
    <message>
        <source>, compared with d = %1</source>
        <translation>，与 d = %1 比较</translation>
    </message>
    <message>
        <source>; alien clock base %1, informative threshold %2</source>
        <translation>；外星时钟基数 %1，信息量阈值 %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>
alien clock: ω = %1, wavelength = 10^%2 positions, %3 turns, informative columns: %4</source>
        <translation>
外星时钟：ω = %1，波长 = 10^%2 个位置，%3 圈，有信息量的列：%4</translation>
    </message>
    <message>
        <source>pair k = %1 (dimensions %2, %3), exponent 2k/d = %4</source>
        <translation>第 k = %1 对（维度 %2、%3），指数 2k/d = %4</translation>
    </message>
    <message>
        <source>ω = %1, wavelength = %2 positions</source>
        <translation>ω = %1，波长 = %2 个位置</translation>
    </message>
    <message>
        <source>%1 turns within %2; informative columns: %3 of %4</source>
        <translation>在 %2 内转 %1 圈；有信息量的列：%4 列中的 %3 列</translation>
    </message>
</context>
<context>
    <name>pe::ui::WavesView</name>
    <message>
        <source>Curves that cannot be drawn with the current d and L.</source>
        <translation>在当前 d 和 L 下无法绘制的曲线。</translation>
    </message>
    <message>
        <source>PE value</source>
        <translation>PE 值</translation>
    </message>
    <message>
        <source>position t</source>
        <translation>位置 t</translation>
    </message>
    <message>
        <source>, positions %1, dimensions %2</source>
        <translation>，位置 %1，维度 %2</translation>
    </message>
    <message>
        <source>positions ≥ L hidden</source>
        <translation>已隐藏 ≥ L 的位置</translation>
    </message>
    <message>
        <source>dimensions ≥ d hidden</source>
        <translation>已隐藏 ≥ d 的维度</translation>
    </message>
    <message>
        <source>t = %1</source>
        <translation>t = %1</translation>
    </message>
    <message>
        <source>dim %1</source>
        <translation>维度 %1</translation>
    </message>
    <message>
        <source>dim %1: %2(t / %3)</source>
        <translation>维度 %1：%2(t / %3)</translation>
    </message>
    <message>
        <source>the position CSV would hold L × dimensions = %1 values; the limit is %2</source>
        <translation>位置 CSV 将包含 L × 维度数 = %1 个值；上限为 %2</translation>
    </message>
    <message>
        <source>loaded table: every column (no sine/cosine pairs)</source>
        <translation>已加载的表：每一列（没有正弦/余弦对）</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>维度</translation>
    </message>
    <message>
        <source>pair k (column of %1)</source>
        <translation>第 k 对（%1 的列）</translation>
    </message>
    <message>
        <source>One curve per position: PE(t, dim) against the dimension</source>
        <translation>每个位置一条曲线：PE(t, dim) 随维度 变化</translation>
    </message>
    <message>
        <source>One curve per position: %1(t / n^(2k/d)) against k</source>
        <translation>每个位置一条曲线：%1(t / n^(2k/d)) 随 k 变化</translation>
    </message>
    <message>
        <source>One curve per dimension: PE(t, dim) against t (band: range over %1 positions per pixel)</source>
        <translation>每个维度一条曲线：PE(t, dim) 随 t 变化（带状：每像素 %1 个位置的范围）</translation>
    </message>
    <message>
        <source>One curve per dimension: PE(t, dim) against the position t</source>
        <translation>每个维度一条曲线：PE(t, dim) 随位置 t 变化</translation>
    </message>
    <message>
        <source>The loaded table as waves: %1, %2, %3</source>
        <translation>已加载表的波形：%1，%2，%3</translation>
    </message>
    <message>
        <source>The encoding as waves: %1</source>
        <translation>编码的波形：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>Waves: %1</source>
        <translation>波形：%1</translation>
    </message>
</context>
<context>
    <name>pe::ui::animation</name>
    <message>
        <source>--animate: &apos;%1&apos; is not PARAM=FROM:TO (e.g. length=10:200)</source>
        <translation>--animate：“%1”不是 PARAM=FROM:TO 的形式（例如 length=10:200）</translation>
    </message>
    <message>
        <source>--animate: &apos;%1&apos;: FROM and TO must be finite numbers</source>
        <translation>--animate：“%1”：FROM 和 TO 必须是有限的数</translation>
    </message>
    <message>
        <source>--frames: %1 is out of range: from %2 to %3</source>
        <translation>--frames：%1 超出范围：应为 %2 到 %3</translation>
    </message>
    <message>
        <source>--fps: %1 is out of range: more than 0, at most %2</source>
        <translation>--fps：%1 超出范围：应大于 0，至多 %2</translation>
    </message>
    <message>
        <source>--animate: &apos;%1&apos; is not a parameter of --view %2 (use %3)</source>
        <translation>--animate：“%1”不是 --view %2 的参数（可用 %3）</translation>
    </message>
    <message>
        <source>--animate: --%1 is not a number and cannot be swept</source>
        <translation>--animate：--%1 不是数值，不能扫描</translation>
    </message>
    <message>
        <source>--animate: d is fixed by the embeddings file and cannot be swept</source>
        <translation>--animate：d 由嵌入文件固定，不能扫描</translation>
    </message>
    <message>
        <source>--animate: the base is swept geometrically: FROM and TO must be positive</source>
        <translation>--animate：底数按几何级数扫描：FROM 和 TO 必须为正</translation>
    </message>
    <message>
        <source>--animate: frame %1 (%2 = %3)</source>
        <translation>--animate：第 %1 帧（%2 = %3）</translation>
    </message>
    <message>
        <source>export of %1 cancelled</source>
        <translation>已取消导出 %1</translation>
    </message>
    <message>
        <source>--%1 needs --animate PARAM=FROM:TO</source>
        <translation>--%1 需要 --animate PARAM=FROM:TO</translation>
    </message>
    <message>
        <source>--frames: &apos;%1&apos; is not an integer</source>
        <translation>--frames：“%1”不是整数</translation>
    </message>
    <message>
        <source>--fps: &apos;%1&apos; is not a number</source>
        <translation>--fps：“%1”不是数</translation>
    </message>
    <message>
        <source>--chroma: &apos;%1&apos; is not 444 or 420</source>
        <translation>--chroma：“%1”不是 444 或 420</translation>
    </message>
    <message>
        <source>--animate needs --export FILE (.mp4, .webm or .gif)</source>
        <translation>--animate 需要 --export 文件（.mp4、.webm 或 .gif）</translation>
    </message>
    <message>
        <source>--export: &apos;%1&apos; is not an animation file (use .mp4, .webm or .gif)</source>
        <translation>--export：“%1”不是动画文件（请用 .mp4、.webm 或 .gif）</translation>
    </message>
    <message>
        <source>--animate writes only the --export file: leave out the CSV outputs</source>
        <translation>--animate 只写 --export 的文件：请去掉 CSV 输出</translation>
    </message>
    <message>
        <source>--export: %1</source>
        <translation>--export：%1</translation>
    </message>
    <message>
        <source>--size: %1</source>
        <translation>--size：%1</translation>
    </message>
</context>
<context>
    <name>pe::ui::embeddings</name>
    <message>
        <source>(file changed on disk)</source>
        <translation>（文件已在磁盘上更改）</translation>
    </message>
    <message>
        <source>%1: the matrix has %2 columns; pe-explorer shows at most %3 dimensions</source>
        <translation>%1：矩阵有 %2 列；pe-explorer 最多显示 %3 个维度</translation>
    </message>
    <message>
        <source> (if it is stored dimensions x positions, load it with --transpose)</source>
        <translation>（若按 维度 × 位置 存储，请用 --transpose 加载）</translation>
    </message>
    <message>
        <source>%1: not enough memory to load it</source>
        <translation>%1：内存不足，无法加载</translation>
    </message>
</context>
<context>
    <name>pe::ui::formulaonly</name>
    <message>
        <source>The loaded table has no formula: this view shows the sinusoidal encoding at d = %1, n = %2.</source>
        <translation>已加载的表没有公式：此视图显示 d = %1、n = %2 的正弦编码。</translation>
    </message>
    <message>
        <source>this view describes the sinusoidal formula, and the table loaded with --embeddings has none; run it without --embeddings</source>
        <translation>此视图描述的是正弦公式，而用 --embeddings 加载的表没有公式；请不带 --embeddings 运行</translation>
    </message>
</context>
<context>
    <name>pe::ui::fourierwords</name>
    <message>
        <source>learned-like source</source>
        <translation>类学习来源</translation>
    </message>
    <message>
        <source>sinusoidal source</source>
        <translation>正弦来源</translation>
    </message>
    <message>
        <source>full</source>
        <comment>Fourier sum</comment>
        <translation>完整</translation>
    </message>
    <message>
        <source>printed</source>
        <comment>Fourier sum</comment>
        <translation>按公式</translation>
    </message>
    <message>
        <source>matched</source>
        <comment>σ scale</comment>
        <translation>匹配</translation>
    </message>
    <message>
        <source>printed</source>
        <comment>σ scale</comment>
        <translation>按公式</translation>
    </message>
</context>
<context>
    <name>pe::ui::handout</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>the PDF could not be started</source>
        <translation>无法开始写 PDF</translation>
    </message>
    <message>
        <source>step %1: %2</source>
        <translation>第 %1 步：%2</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation>你的回答：</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>the PDF could not be written</source>
        <translation>无法写入 PDF</translation>
    </message>
    <message>
        <source>the PNG could not be encoded (not enough memory?)</source>
        <translation>无法编码 PNG（内存不足？）</translation>
    </message>
</context>
<context>
    <name>pe::ui::helpers</name>
    <message>
        <source>concatenated</source>
        <translation>拼接</translation>
    </message>
    <message>
        <source>interleaved</source>
        <translation>交错</translation>
    </message>
</context>
<context>
    <name>pe::ui::lessons</name>
    <message>
        <source>a lesson file is at most %1 bytes</source>
        <translation>课程文件最多 %1 字节</translation>
    </message>
    <message>
        <source>not a lesson file (JSON error at byte %1: %2)</source>
        <translation>不是课程文件（第 %1 字节处 JSON 错误：%2）</translation>
    </message>
    <message>
        <source>not a lesson file (its format is not &quot;%1&quot;)</source>
        <translation>不是课程文件（其格式不是“%1”）</translation>
    </message>
    <message>
        <source>the lesson has no valid version number</source>
        <translation>课程没有有效的版本号</translation>
    </message>
    <message>
        <source>the lesson was written for a newer pe-explorer (version %1)</source>
        <translation>课程是为更新版本的 pe-explorer 编写的（版本 %1）</translation>
    </message>
    <message>
        <source>the name must be 1 to 64 lower-case letters, digits or dashes</source>
        <translation>名称必须由 1 到 64 个小写字母、数字或连字符组成</translation>
    </message>
    <message>
        <source>the title is missing or too long</source>
        <translation>标题缺失或过长</translation>
    </message>
    <message>
        <source>a lesson has 1 to %1 steps</source>
        <translation>一节课有 1 到 %1 个步骤</translation>
    </message>
    <message>
        <source>step %1: the text is missing or too long</source>
        <translation>步骤 %1：文本缺失或过长</translation>
    </message>
    <message>
        <source>step %1: the arguments are missing</source>
        <translation>步骤 %1：缺少参数</translation>
    </message>
    <message>
        <source>step %1: every argument is a text</source>
        <translation>步骤 %1：每个参数都必须是文本</translation>
    </message>
</context>
<context>
    <name>pe::ui::models</name>
    <message>
        <source>%1 is a learned table, and the built-in model has no weights: open the model&apos;s folder with --model PATH to see its table</source>
        <translation>%1 是学习得到的表，而内置模型没有权重：请用 --model PATH 打开模型文件夹以查看其表</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither a file or folder nor a built-in model (see --list-models)</source>
        <translation>“%1”既不是文件或文件夹，也不是内置模型（见 --list-models）</translation>
    </message>
    <message>
        <source>%1: the table has %2 columns; pe-explorer shows at most %3 dimensions</source>
        <translation>%1：该表有 %2 列；pe-explorer 最多显示 %3 维</translation>
    </message>
    <message>
        <source>%1: not enough memory to load it</source>
        <translation>%1：内存不足，无法加载</translation>
    </message>
    <message>
        <source>learned table, %1 positions x %2</source>
        <translation>学习型表，%1 个位置 x %2</translation>
    </message>
    <message>
        <source>sinusoidal, %1 positions x %2</source>
        <translation>正弦，%1 个位置 x %2</translation>
    </message>
    <message>
        <source>ALiBi, %1 heads</source>
        <translation>ALiBi，%1 个头</translation>
    </message>
    <message>
        <source>T5 buckets, %1 up to distance %2, encoder</source>
        <translation>T5 桶，%1 个，距离至 %2，编码器</translation>
    </message>
    <message>
        <source>T5 buckets, %1 up to distance %2, decoder</source>
        <translation>T5 桶，%1 个，距离至 %2，解码器</translation>
    </message>
    <message>
        <source>RoPE, head %1, base %2, context %3</source>
        <translation>RoPE，头维度 %1，底数 %2，上下文 %3</translation>
    </message>
    <message>
        <source>, %1 rotary dimensions</source>
        <translation>，%1 个旋转维度</translation>
    </message>
    <message>
        <source>, %1 x%2 from %3</source>
        <translation>，%1 x%2，自 %3</translation>
    </message>
    <message>
        <source>--models: %1</source>
        <translation>--models：%1</translation>
    </message>
    <message>
        <source>--schemes: &apos;learned&apos; needs --embeddings FILE (a learned position-embedding table) or --model PATH (a model&apos;s folder or weights)</source>
        <translation>--schemes：“learned”需要 --embeddings FILE（学习得到的位置嵌入表）或 --model PATH（模型的文件夹或权重）</translation>
    </message>
</context>
<context>
    <name>pe::ui::options</name>
    <message>
        <source>--%1: &apos;%2&apos; is not an integer</source>
        <translation>--%1：“%2”不是整数</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not a finite number</source>
        <translation>--%1：“%2”不是有限数</translation>
    </message>
    <message>
        <source>--size: &apos;%1&apos; is not a size like 1600x900</source>
        <translation>--size：“%1”不是形如 1600x900 的尺寸</translation>
    </message>
    <message>
        <source> From %1 to %2</source>
        <translation> 从 %1 到 %2</translation>
    </message>
    <message>
        <source> One of %1</source>
        <translation> 取值之一：%1</translation>
    </message>
    <message>
        <source> (default %1).</source>
        <translation>（默认 %1）。</translation>
    </message>
    <message>
        <source>--%1 needs a file name (it was followed by &apos;%2&apos;)</source>
        <translation>--%1 需要一个文件名（其后跟的是“%2”）</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; must end in .csv</source>
        <translation>--%1：“%2”必须以 .csv 结尾</translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <translation>--%1：%2</translation>
    </message>
    <message>
        <source>--%1 and --%2 name the same file %3: give each output its own file</source>
        <translation>--%1 和 --%2 指向同一个文件 %3：请为每个输出指定各自的文件</translation>
    </message>
    <message>
        <source>--lang needs a language: en, fr or zh</source>
        <translation>--lang 需要指定语言：en、fr 或 zh</translation>
    </message>
    <message>
        <source>--lang: &apos;%1&apos; is not a language of pe-explorer (use en, fr or zh)</source>
        <translation>--lang：“%1”不是 pe-explorer 支持的语言（请使用 en、fr 或 zh）</translation>
    </message>
    <message>
        <source>Positional Encoding Explorer: live views of the sinusoidal positional encoding.
Without --export or --csv the window opens with the given parameters.</source>
        <translation>Positional Encoding Explorer：正弦位置编码的实时视图。
不带 --export 或 --csv 时，以给定参数打开窗口。</translation>
    </message>
    <message>
        <source>View to show or export: %1 (default heatmap).</source>
        <translation>要显示或导出的视图：%1（默认 heatmap）。</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Figure size in pixels, WxH (default 1600x900).</source>
        <translation>图形尺寸（像素），宽x高（默认 1600x900）。</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>宽x高</translation>
    </message>
    <message>
        <source>PNG scale factor, 0.5 to 4 (default 1).</source>
        <translation>PNG 缩放因子，0.5 到 4（默认 1）。</translation>
    </message>
    <message>
        <source>factor</source>
        <translation>因子</translation>
    </message>
    <message>
        <source>Write the figure to this file (.png, .svg or .pdf) and exit.</source>
        <translation>把图形写入此文件（.png、.svg 或 .pdf）后退出。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Write the data behind the figure to this .csv file and exit.</source>
        <translation>把图形背后的数据写入此 .csv 文件后退出。</translation>
    </message>
    <message>
        <source>Write CSV files even when they would be larger than 1 GB.</source>
        <translation>即使 CSV 文件超过 1 GB 也写入。</translation>
    </message>
    <message>
        <source>Start from a preset figure: %1. Options given besides it override the preset&apos;s.</source>
        <translation>从一个预设图形开始：%1。另外给出的选项会覆盖预设中的选项。</translation>
    </message>
    <message>
        <source>List the presets (name, view, what they show) and exit.</source>
        <translation>列出预设（名称、视图、内容）后退出。</translation>
    </message>
    <message>
        <source>List the guided lessons (name and title) and exit.</source>
        <translation>列出引导课程（名称和标题）后退出。</translation>
    </message>
    <message>
        <source>Open a guided lesson (PageDown / PageUp or the arrow keys step through it); with --export or --csv, render its step instead.</source>
        <translation>打开引导课程（用 PageDown / PageUp 或方向键逐步浏览）；与 --export 或 --csv 一起使用时，改为输出该步骤。</translation>
    </message>
    <message>
        <source>With --lesson: the step to open, from 1 (default 1).</source>
        <translation>与 --lesson 一起使用：要打开的步骤，从 1 开始（默认 1）。</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Start from a session file saved by File &gt; Save session or --save-session; options given besides it override the session&apos;s.</source>
        <translation>从通过“文件 &gt; 保存会话”或 --save-session 保存的会话文件开始；另外给出的选项会覆盖会话中的选项。</translation>
    </message>
    <message>
        <source>Language of the window, the messages and the exported figures: en, fr or zh (default: the one chosen in View &gt; Language, else the system&apos;s).</source>
        <translation>窗口、消息和导出图形的语言：en、fr 或 zh（默认：在“视图 &gt; 语言”中选择的语言，否则为系统语言）。</translation>
    </message>
    <message>
        <source>code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>Write the state the command line describes to this session file (.json) and exit (with --export or --csv, after writing them).</source>
        <translation>把命令行描述的状态写入此会话文件（.json）后退出（与 --export 或 --csv 一起使用时，在写完它们之后）。</translation>
    </message>
    <message>
        <source>Close the window after this many milliseconds.</source>
        <translation>在这么多毫秒后关闭窗口。</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Open the window, save an image of it to this .png file once the view has drawn, and quit (for documentation).</source>
        <translation>打开窗口，视图绘制完成后将其图像保存到此 .png 文件，然后退出（用于文档）。</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>意外的参数“%1”</translation>
    </message>
    <message>
        <source>--session: %1</source>
        <translation>--session：%1</translation>
    </message>
    <message>
        <source>--view: unknown view &apos;%1&apos; (available: %2)</source>
        <translation>--view：未知视图“%1”（可用：%2）</translation>
    </message>
    <message>
        <source>--tensor needs --embeddings FILE</source>
        <translation>--tensor 需要 --embeddings FILE</translation>
    </message>
    <message>
        <source>--embeddings: %1</source>
        <translation>--embeddings：%1</translation>
    </message>
    <message>
        <source>--d: the embeddings fix d = %1 (the columns of %2)</source>
        <translation>--d：嵌入决定了 d = %1（%2 的列数）</translation>
    </message>
    <message>
        <source>--length: L = %1 is more than the %2 positions (rows) of %3</source>
        <translation>--length：L = %1 超过了 %3 的 %2 个位置（行）</translation>
    </message>
    <message>
        <source>--position: %1</source>
        <translation>--position：%1</translation>
    </message>
    <message>
        <source>--size/--scale: %1</source>
        <translation>--size/--scale：%1</translation>
    </message>
    <message>
        <source>--export: &apos;%1&apos; has an unknown extension (use .png, .svg or .pdf)</source>
        <translation>--export：“%1”的扩展名未知（请使用 .png、.svg 或 .pdf）</translation>
    </message>
    <message>
        <source>--export: %1</source>
        <translation>--export：%1</translation>
    </message>
    <message>
        <source>--%1 belongs to --view %2</source>
        <translation>--%1 属于 --view %2</translation>
    </message>
    <message>
        <source>--%1 belongs to --view %2, not to --view %3</source>
        <translation>--%1 属于 --view %2，而不属于 --view %3</translation>
    </message>
    <message>
        <source>--save-session: &apos;%1&apos; must end in .json</source>
        <translation>--save-session：“%1”必须以 .json 结尾</translation>
    </message>
    <message>
        <source>--save-session: %1</source>
        <translation>--save-session：%1</translation>
    </message>
    <message>
        <source>--window-screenshot: &apos;%1&apos; must end in .png</source>
        <translation>--window-screenshot：“%1”必须以 .png 结尾</translation>
    </message>
    <message>
        <source>--window-screenshot: %1</source>
        <translation>--window-screenshot：%1</translation>
    </message>
    <message>
        <source>Side by side: a second pane that differs from the first by these options, e.g. --split &quot;--base 100&quot; or --split &quot;--view clock --d 64&quot;. With --export, both panes go into one figure.</source>
        <translation>并排：第二个窗格，与第一个的区别由这些选项给出，例如 --split &quot;--base 100&quot; 或 --split &quot;--view clock --d 64&quot;。与 --export 一起使用时，两个窗格合为一张图。</translation>
    </message>
    <message>
        <source>options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>--split needs the options that make the second pane differ, e.g. --split &quot;--base 100&quot;</source>
        <translation>--split 需要让第二个窗格不同的选项，例如 --split &quot;--base 100&quot;</translation>
    </message>
    <message>
        <source>--split: --%1 belongs to the whole command, not to the second pane</source>
        <translation>--split：--%1 作用于整条命令，而不是第二个窗格</translation>
    </message>
    <message>
        <source>--split: %1</source>
        <translation>--split：%1</translation>
    </message>
    <message>
        <source>Colour map of every map-like figure: auto (red-white-blue for signed values, viridis for the others), viridis, cividis or diverging (default: the one chosen in View &gt; Colour map, else auto).</source>
        <translation>所有色图类图形的配色方案：auto（有正负的值用红-白-蓝，其他用 viridis）、viridis、cividis 或 diverging（默认：在“视图 &gt; 配色方案”中选择的方案，否则为 auto）。</translation>
    </message>
    <message>
        <source>map</source>
        <translation>配色</translation>
    </message>
    <message>
        <source>Look of the figures: default, or high-contrast for projectors (thicker lines, bold black text; default: as chosen in View &gt; High contrast).</source>
        <translation>图形的外观：default，或用于投影仪的 high-contrast（线条更粗、黑色粗体文字；默认：按“视图 &gt; 高对比度”中的选择）。</translation>
    </message>
    <message>
        <source>theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>--colormap: &apos;%1&apos; is not a colour map (use %2)</source>
        <translation>--colormap：“%1”不是配色方案（请使用 %2）</translation>
    </message>
    <message>
        <source>--theme: &apos;%1&apos; is not a theme (use %2)</source>
        <translation>--theme：“%1”不是主题（请使用 %2）</translation>
    </message>
    <message>
        <source>Open a model: a folder (config.json and weights), a config.json, .safetensors, .npz or .gguf file, a model.safetensors.index.json, or a built-in name (--list-models). Its scheme&apos;s view opens with its settings; options given besides it override them.</source>
        <translation>打开模型：文件夹（config.json 和权重）、config.json、.safetensors、.npz 或 .gguf 文件、model.safetensors.index.json，或内置名称（--list-models）。以其设置打开其方案的视图；同时给出的选项会覆盖这些设置。</translation>
    </message>
    <message>
        <source>path|name</source>
        <translation>路径|名称</translation>
    </message>
    <message>
        <source>List the built-in models (name, scheme, what they are) and exit.</source>
        <translation>列出内置模型（名称、方案、简介）并退出。</translation>
    </message>
    <message>
        <source>--model and --embeddings both give a table: use one of them</source>
        <translation>--model 和 --embeddings 都提供了表：请只用其中一个</translation>
    </message>
    <message>
        <source>--model: %1</source>
        <translation>--model：%1</translation>
    </message>
    <message>
        <source>With --embeddings and a file holding several tensors (.safetensors, .npz, .gguf, a model folder): the tensor to load (e.g. wpe.weight); by default the one named like a position table.</source>
        <translation>配合 --embeddings 与含多个张量的文件（.safetensors、.npz、.gguf、模型文件夹）：要加载的张量（如 wpe.weight）；默认取按位置表命名的那个。</translation>
    </message>
    <message>
        <source>List the views (name and what each teaches) and exit.</source>
        <translation>列出各视图（名称及其所讲内容）并退出。</translation>
    </message>
    <message>
        <source>With --export FILE.mp4, .webm or .gif: an animation of the figure while PARAM goes from FROM to TO (position, d, base, length, or a number setting of the view; the base is swept geometrically).</source>
        <translation>与 --export 文件.mp4、.webm 或 .gif 一起：PARAM 从 FROM 变到 TO 时图的动画（position、d、base、length，或视图的数值设置；底数按几何级数扫描）。</translation>
    </message>
    <message>
        <source>PARAM=FROM:TO</source>
        <translation>PARAM=FROM:TO</translation>
    </message>
    <message>
        <source>With --animate: the number of frames, 2 to 10000 (default 60).</source>
        <translation>与 --animate 一起：帧数，2 到 10000（默认 60）。</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>With --animate: frames per second, more than 0, at most 120 (default 30).</source>
        <translation>与 --animate 一起：每秒帧数，大于 0，至多 120（默认 30）。</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>With --animate and a video: 444 keeps the colour at full resolution (default, the frames match the still figures); 420 halves it, for players that need it (web browsers&apos; H.264, presentation programs).</source>
        <translation>与 --animate 及视频一起：444 保持全分辨率的颜色（默认，各帧与静态图形一致）；420 将其减半，用于需要它的播放器（网页浏览器的 H.264、演示软件）。</translation>
    </message>
    <message>
        <source>444|420</source>
        <translation>444|420</translation>
    </message>
    <message>
        <source>With --lesson: write a printable handout (.pdf, one A4 page per step, answers at the end) and exit.</source>
        <translation>与 --lesson 一起：写出可打印的讲义（.pdf，每一步一页 A4，答案在最后）后退出。</translation>
    </message>
    <message>
        <source>With --lesson: write one PNG per step of the lesson into this folder and exit.</source>
        <translation>与 --lesson 一起：把课程每一步的 PNG 写入此文件夹后退出。</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>Print the man page made from this template (docs/pe-explorer.1.in) and exit.</source>
        <translation>按此模板（docs/pe-explorer.1.in）生成 man 手册页，打印后退出。</translation>
    </message>
    <message>
        <source>template</source>
        <translation>模板</translation>
    </message>
    <message>
        <source>The options of this view; --help without --view lists the shared ones (d, n, L, exports, ...).</source>
        <translation>此视图自己的选项；不带 --view 的 --help 列出共用选项（d、n、L、导出等）。</translation>
    </message>
    <message>
        <source>--handout: &apos;%1&apos; must end in .pdf</source>
        <translation>--handout：“%1”必须以 .pdf 结尾</translation>
    </message>
    <message>
        <source>--handout: %1</source>
        <translation>--handout：%1</translation>
    </message>
    <message>
        <source>--slides: %1</source>
        <translation>--slides：%1</translation>
    </message>
    <message>
        <source>--view: unknown view &apos;%1&apos; (one of %2)</source>
        <translation>--view：未知视图“%1”（可选：%2）</translation>
    </message>
    <message>
        <source>--man-page: cannot read %1: %2</source>
        <translation>--man-page：无法读取 %1：%2</translation>
    </message>
    <message>
        <source>--animate: a side-by-side figure (--split or a session of two panes) cannot be animated</source>
        <translation>--animate：并排的图（--split 或含两个窗格的会话）不能制成动画</translation>
    </message>
    <message>
        <source>With --embeddings: read a table stored dimensions x positions, transposed. Without a table, the heatmap&apos;s own --transpose (positions down the rows).</source>
        <translation>与 --embeddings 同用：把按“维度 × 位置”存放的表转置读取。没有表时，即热图自己的 --transpose（位置沿行排列）。</translation>
    </message>
    <message>
        <source>--transpose reads the table of --embeddings FILE transposed, or draws the heatmap (--view heatmap) with positions down; neither applies to --view %1</source>
        <translation>--transpose 要么把 --embeddings 文件中的表转置读取，要么让热图（--view heatmap）把位置排成行；两者都不适用于 --view %1</translation>
    </message>
</context>
<context>
    <name>pe::ui::session</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>not a session file (JSON error at byte %1: %2)</source>
        <translation>不是会话文件（第 %1 字节处 JSON 错误：%2）</translation>
    </message>
    <message>
        <source>not a session file (no JSON object)</source>
        <translation>不是会话文件（没有 JSON 对象）</translation>
    </message>
    <message>
        <source>not a session file (its format is not &quot;%1&quot;)</source>
        <translation>不是会话文件（其格式不是“%1”）</translation>
    </message>
    <message>
        <source>the session has no valid version number</source>
        <translation>会话没有有效的版本号</translation>
    </message>
    <message>
        <source>the session was written by a newer pe-explorer (version %1; this one reads up to %2)</source>
        <translation>会话由更新版本的 pe-explorer 写入（版本 %1；此版本最多读取到 %2）</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1: a session file is at most %2 bytes; this one has %3</source>
        <translation>%1：会话文件最多 %2 字节；此文件有 %3 字节</translation>
    </message>
    <message>
        <source>%1unknown view &apos;%2&apos; (available: %3)</source>
        <translation>%1未知视图“%2”（可用：%3）</translation>
    </message>
    <message>
        <source>%1embeddings.file is missing or not a file name</source>
        <translation>%1embeddings.file 缺失或不是文件名</translation>
    </message>
    <message>
        <source>%1params: %2</source>
        <translation>%1params：%2</translation>
    </message>
    <message>
        <source>%1position must be an integer from 0 to %2</source>
        <translation>%1position 必须是 0 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>%1settings.%2.%3 is not a text value</source>
        <translation>%1settings.%2.%3 不是文本值</translation>
    </message>
    <message>
        <source>%1settings.%2: %3</source>
        <translation>%1settings.%2：%3</translation>
    </message>
    <message>
        <source>panes must be a list of one pane</source>
        <translation>panes 必须是只含一个窗格的列表</translation>
    </message>
    <message>
        <source>%1params.%2 is missing or not an integer</source>
        <translation>%1params.%2 缺失或不是整数</translation>
    </message>
    <message>
        <source>%1params.%2 is missing or not a number</source>
        <translation>%1params.%2 缺失或不是数字</translation>
    </message>
    <message>
        <source>%1params.%2: %3</source>
        <translation>%1params.%2：%3</translation>
    </message>
</context>
<context>
    <name>pe::ui::shared</name>
    <message>
        <source>Dimension &amp;d</source>
        <translation>维度 d(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;d</source>
        <translation>&amp;d</translation>
    </message>
    <message>
        <source>Dimension d</source>
        <translation>维度 d</translation>
    </message>
    <message>
        <source>Dimension d, %1 to %2 (default %3).</source>
        <translation>维度 d，%1 到 %2（默认 %3）。</translation>
    </message>
    <message>
        <source>d, the model dimension: number of columns of the encoding (1 to 8192). An odd d ends with a lone sine column.</source>
        <translation>d，模型维度：编码的列数（1 到 8192）。d 为奇数时最后是一列单独的正弦。</translation>
    </message>
    <message>
        <source>d</source>
        <translation>d</translation>
    </message>
    <message>
        <source>&amp;Base n</source>
        <translation>基数 n(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;n</source>
        <translation>&amp;n</translation>
    </message>
    <message>
        <source>Base n</source>
        <translation>基数 n</translation>
    </message>
    <message>
        <source>Base n, greater than %1, at most %2 (default %3).</source>
        <translation>基数 n，大于 %1，至多 %2（默认 %3）。</translation>
    </message>
    <message>
        <source>n, the base: wavelengths go from 2π to 2π·n. 10000 in the paper, 500000 in recent RoPE models. The slider covers 2 to 10⁶; type larger values.</source>
        <translation>n，基数：波长从 2π 到 2π·n。论文中为 10000，近期 RoPE 模型中为 500000。滑块范围为 2 到 10⁶；更大的值请直接输入。</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>&amp;Length L</source>
        <translation>长度 L(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;L</source>
        <translation>&amp;L</translation>
    </message>
    <message>
        <source>Sequence length L</source>
        <translation>序列长度 L</translation>
    </message>
    <message>
        <source>Sequence length L, %1 to %2 (default %3).</source>
        <translation>序列长度 L，%1 到 %2（默认 %3）。</translation>
    </message>
    <message>
        <source>L, the sequence length: number of positions 0 … L−1 (1 to 1048576).</source>
        <translation>L，序列长度：位置 0 … L−1 的个数（1 到 1048576）。</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>Lay&amp;out</source>
        <translation>排列(&amp;O)</translation>
    </message>
    <message>
        <source>Column layout: %1 (default %2).</source>
        <translation>列的排列方式：%1（默认 %2）。</translation>
    </message>
    <message>
        <source>Column order. The paper interleaves sin and cos; tensor2tensor and the TensorFlow tutorial put all sines first, then all cosines.</source>
        <translation>列的顺序。论文中 sin 与 cos 交错排列；tensor2tensor 和 TensorFlow 教程则先放所有正弦，再放所有余弦。</translation>
    </message>
    <message>
        <source>layout</source>
        <translation>排列</translation>
    </message>
    <message>
        <source>Interleaved: sin, cos, sin, cos…</source>
        <translation>交错：sin, cos, sin, cos…</translation>
    </message>
    <message>
        <source>Concatenated: all sin, then all cos</source>
        <translation>拼接：先全部 sin，再全部 cos</translation>
    </message>
    <message>
        <source>Position t shown by position-based views, 0 to L-1 (default 0).</source>
        <translation>基于位置的视图所显示的位置 t，0 到 L-1（默认 0）。</translation>
    </message>
    <message>
        <source>t</source>
        <translation>t</translation>
    </message>
    <message>
        <source>Analyse a position-embedding matrix (rows = positions, columns = dimensions) from a .npy, .npz, .safetensors, model.safetensors.index.json, .gguf, .csv or .tsv file, or a model folder, instead of the sinusoidal formula; d is the file&apos;s.</source>
        <translation>分析来自 .npy、.npz、.safetensors、model.safetensors.index.json、.gguf、.csv 或 .tsv 文件或模型文件夹的位置嵌入矩阵（行 = 位置，列 = 维度），代替正弦公式；d 取自文件。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an integer</source>
        <translation>“%1”不是整数</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a finite number</source>
        <translation>“%1”不是有限数</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of %2</source>
        <translation>“%1”不是 %2 之一</translation>
    </message>
</context>
</TS>
